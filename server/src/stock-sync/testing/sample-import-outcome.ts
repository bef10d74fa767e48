import type { StockImportCounts } from '../../stock/stock-import/stock-import-summary.js';
import type { FeedImportOutcome } from '../stock-sync.types.js';

type ListedChange = 'added' | 'changed' | 'priceChanged' | 'sold' | 'restored' | 'dropped';

/** Overrides with each listed change given as a count: `{ sold: 2 }` lists two sold cars. */
export type SampleImportOverrides = Partial<Omit<FeedImportOutcome, ListedChange>> &
  Partial<Pick<StockImportCounts, ListedChange>>;

const ids = (kind: string, n = 0) => Array.from({ length: n }, (_, i) => `${kind}-${i + 1}`);

/** An import's summary as the pipeline returns it: nothing changed unless overridden. */
export function sampleImportOutcome(overrides: SampleImportOverrides = {}): FeedImportOutcome {
  const { added, changed, priceChanged, sold, restored, dropped, ...rest } = overrides;
  return {
    siteSlug: 'harbour-motors',
    startedAt: '2026-11-01T09:00:00.000Z',
    finishedAt: '2026-11-01T09:00:01.000Z',
    mode: 'full',
    rowsRead: 0,
    added: ids('added', added),
    changed: ids('changed', changed),
    priceChanged: ids('price', priceChanged).map((id) => ({ id, from: 20_000, to: 19_000 })),
    sold: ids('sold', sold),
    restored: ids('restored', restored),
    dropped: ids('dropped', dropped),
    unchanged: 0,
    skipped: 0,
    rowErrors: [],
    ignoredColumns: [],
    held: null,
    applied: true,
    ...rest,
  };
}
