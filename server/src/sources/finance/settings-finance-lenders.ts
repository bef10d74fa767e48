import type { FinanceSettings } from '@forecourt/tenants/settings/finance-settings.schema';
import { financeQuoter, type FinanceQuoter } from '@forecourt/tenants/stock/car-finance-lenders';
import type { StockDocument } from '../../stock/stock-document.js';
import type {
  FinanceLenderEntries,
  FinanceLenders,
  RateRange,
} from '../../finance/finance-lenders.port.js';

/**
 * Quotes from the site's own data: a car the stock feed quoted keeps the feed's quotes (the
 * lender priced that car), any other car is quoted on its price with the site's lender table.
 * A lender of the table lends its comparison rate range to quotes that carry none.
 */
export class SettingsFinanceLenders implements FinanceLenders {
  private readonly quote: FinanceQuoter;
  private readonly ranges: ReadonlyMap<string, RateRange>;

  constructor(finance: Pick<FinanceSettings, 'lenders'>) {
    this.quote = financeQuoter(finance.lenders);
    this.ranges = new Map(
      finance.lenders.flatMap((lender) =>
        lender.comparisonRateRange ? [[lender.key, lender.comparisonRateRange] as const] : [],
      ),
    );
  }

  lendersFor(cars: readonly StockDocument[]): Promise<FinanceLenderEntries[]> {
    return Promise.resolve(cars.map((car) => this.entriesOf(car)));
  }

  private entriesOf(car: StockDocument): FinanceLenderEntries {
    const fromFeed = Object.keys(car.financeLenders).length > 0;
    const entries: FinanceLenderEntries = fromFeed ? car.financeLenders : this.quote(car.price);
    return Object.fromEntries(
      Object.entries(entries).map(([key, entry]) => {
        const range = entry.comparisonRateRange ?? this.ranges.get(key);
        return [key, range ? { ...entry, comparisonRateRange: range } : entry];
      }),
    );
  }
}
