import type { StockDocument } from '../../../stock/stock-document.js';

/**
 * Text fields that repeat across a site's cars (a few hundred makes, colours, bodies, dates):
 * strings parsed from a snapshot are each a copy of their own, kept once per value here.
 */
const REPEATED_TEXT = [
  'status',
  'carType',
  'itemType',
  'make',
  'model',
  'badge',
  'series',
  'priceType',
  'colour',
  'interiorColour',
  'body',
  'bodyConfiguration',
  'transmission',
  'fuel',
  'drive',
  'customTag',
  'locationId',
  'regoExpiry',
  'buildDate',
  'complianceDate',
  'name',
  'makeModel',
  'priceRange',
  'weeklyPriceRange',
] as const satisfies readonly (keyof StockDocument)[];

/**
 * Structured fields that are often equal between cars: lenders' quotes depend only on the price
 * and the site's lender table, and a trim's specifications, features and categories repeat across
 * its cars. Equal values (same JSON) are kept once.
 */
const REPEATED_VALUES = [
  'financeLenders',
  'variant',
  'caravanSpecifications',
  'features',
  'categories',
  'hotspots',
  'geo',
] as const satisfies readonly (keyof StockDocument)[];

/**
 * Keeps one copy of each repeated value among the documents of one index build: the index holds
 * every car for as long as the stock is current, and most of a car's fields are the same as many
 * others'. Shared values are frozen, since a change to one would change every car that holds it.
 * The lookup tables live only as long as the build.
 */
export class SharedValues {
  readonly #texts = new Map<string, string>();
  readonly #values = new Map<string, unknown>();

  /** The document with its repeated fields replaced by the shared copies (changed in place). */
  share(doc: StockDocument): StockDocument {
    const fields = doc as unknown as Record<string, unknown>;
    for (const field of REPEATED_TEXT) {
      const value = fields[field];
      if (typeof value === 'string') fields[field] = this.#text(value);
    }
    for (const field of REPEATED_VALUES) {
      const value = fields[field];
      if (value !== null && typeof value === 'object') fields[field] = this.#value(value);
    }
    return doc;
  }

  #text(value: string): string {
    const shared = this.#texts.get(value);
    if (shared !== undefined) return shared;
    this.#texts.set(value, value);
    return value;
  }

  #value(value: object): unknown {
    const key = JSON.stringify(value);
    const shared = this.#values.get(key);
    if (shared !== undefined) return shared;
    deepFreeze(value);
    this.#values.set(key, value);
    return value;
  }
}

function deepFreeze(value: object): void {
  for (const inner of Object.values(value)) {
    if (inner !== null && typeof inner === 'object') deepFreeze(inner as object);
  }
  Object.freeze(value);
}
