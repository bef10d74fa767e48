/**
 * Text as a database can keep it. PostgreSQL refuses a NUL character in text and JSON, and a lone
 * UTF-16 surrogate (half of an emoji, cut by a careless client) is no character at all; either
 * would make a shopper's whole submission fail. NUL is dropped, a lone surrogate becomes U+FFFD.
 */
export function wellFormedText(text: string): string {
  const whole = (text as string & { toWellFormed(): string }).toWellFormed();
  return whole.includes('\u0000') ? whole.replaceAll('\u0000', '') : whole;
}

/** Whether `text` is already as `wellFormedText` would make it. */
export function isWellFormedText(text: string): boolean {
  return (text as string & { isWellFormed(): boolean }).isWellFormed() && !text.includes('\u0000');
}

/** `wellFormedText` on every string in a JSON-like value (keys too); the rest is kept as it is. */
export function wellFormedValue(value: unknown): unknown {
  if (typeof value === 'string') return isWellFormedText(value) ? value : wellFormedText(value);
  if (Array.isArray(value)) return value.map(wellFormedValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [wellFormedText(key), wellFormedValue(item)]),
    );
  }
  return value;
}
