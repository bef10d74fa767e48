import type { FieldComplexityValue } from '@pothos/plugin-complexity';

/**
 * A field weight (its `complexity`) that reads only the arguments it names. A weight is a
 * function of its field's arguments; saying which it reads lets a remembered cost be shared by
 * requests that differ only in the others (cost-variables.ts): a search's cost reads its `first`,
 * not its filters, sort or page. A weight given as a plain function is taken to read all of them.
 */
export interface WeightReading<Args, Context> {
  (args: Args, context: Context): FieldComplexityValue;
  readonly argumentsRead: readonly string[];
}

export function weightReading<Args, Context = object>(
  argumentsRead: readonly (keyof Args & string)[],
  weight: (args: Args, context: Context) => FieldComplexityValue,
): WeightReading<Args, Context> {
  return Object.assign(weight, { argumentsRead });
}

/** The arguments a field's weight reads: null when it may read any (or is no function at all). */
export function argumentsReadBy(weight: unknown): readonly string[] | null {
  if (typeof weight !== 'function') return null;
  const read = (weight as Partial<WeightReading<unknown, unknown>>).argumentsRead;
  return Array.isArray(read) ? read : null;
}
