import type { FeedImportOutcome } from '../stock-sync.types.js';

/** An import's summary as the pipeline returns it: nothing changed unless overridden. */
export function sampleImportOutcome(overrides: Partial<FeedImportOutcome> = {}): FeedImportOutcome {
  return {
    siteSlug: 'harbour-motors',
    startedAt: '2026-11-01T09:00:00.000Z',
    finishedAt: '2026-11-01T09:00:01.000Z',
    mode: 'full',
    rowsRead: 0,
    added: 0,
    changed: 0,
    priceChanged: 0,
    sold: 0,
    restored: 0,
    dropped: 0,
    unchanged: 0,
    skipped: 0,
    rowErrors: [],
    ignoredColumns: [],
    held: null,
    applied: true,
    ...overrides,
  };
}
