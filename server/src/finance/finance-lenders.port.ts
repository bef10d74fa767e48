import type { LenderEntry } from '@forecourt/tenants/stock/car-record.schema';
import type { StockDocument } from '../stock/stock-document.js';

/** Lowest and highest comparison rate a lender quotes, in percent per year. */
export interface RateRange {
  min: number;
  max: number;
}

/** One lender's quote for one car (spec 1 §3), with the range its comparison rates fall in. */
export type FinanceLenderEntry = LenderEntry & { comparisonRateRange?: RateRange | undefined };

/** A car's quotes, keyed by lender (provider name in lower snake case). */
export type FinanceLenderEntries = Record<string, FinanceLenderEntry>;

/**
 * The FinanceLenders port: what each lender quotes for a car. An adapter is bound to one site and
 * answers only for that site's cars. One call serves a whole page of cars, one answer per car in
 * the same order; a car without quotes gets an empty record (never an error: the page still
 * renders, without an estimate).
 */
export interface FinanceLenders {
  lendersFor(cars: readonly StockDocument[]): Promise<FinanceLenderEntries[]>;
}
