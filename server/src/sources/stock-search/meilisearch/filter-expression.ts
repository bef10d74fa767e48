/**
 * Builders for Meilisearch filter expressions. Every value goes through `quote`, so a value a
 * shopper sent can never change the expression's structure (no injected `OR siteSlug = …`).
 * Meilisearch has no client-side expression builder, hence these few helpers.
 */

/** A double-quoted filter value; backslashes and double quotes are escaped with a backslash. */
export function quote(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** A numeric operand; Meilisearch filters accept no NaN or infinities. */
export function numberOperand(value: number, field: string): string {
  if (!Number.isFinite(value)) {
    throw new Error(`${field}: ${String(value)} is not a finite number`);
  }
  return String(value);
}

export function equals(attribute: string, value: string): string {
  return `${attribute} = ${quote(value)}`;
}

export function isIn(attribute: string, values: readonly string[]): string {
  return `${attribute} IN [${values.map(quote).join(', ')}]`;
}

/** Inclusive bounds; either may be left open. Null when both are. */
export function inclusiveRange(
  attribute: string,
  min: number | undefined,
  max: number | undefined,
): string | null {
  if (min !== undefined && max !== undefined) {
    return `${attribute} ${numberOperand(min, `${attribute}.min`)} TO ${numberOperand(max, `${attribute}.max`)}`;
  }
  if (min !== undefined) return `${attribute} >= ${numberOperand(min, `${attribute}.min`)}`;
  if (max !== undefined) return `${attribute} <= ${numberOperand(max, `${attribute}.max`)}`;
  return null;
}

/** AND of the clauses; OR groups inside are parenthesised by `anyOf`. */
export function allOf(clauses: readonly string[]): string {
  return clauses.join(' AND ');
}

/** OR of the clauses, parenthesised so it binds inside an AND. */
export function anyOf(clauses: readonly string[]): string {
  if (clauses.length === 1) return clauses[0]!;
  return `(${clauses.join(' OR ')})`;
}
