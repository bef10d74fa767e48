import { describe, expect, it } from 'vitest';
import { formatStockImportSummary, type StockImportSummary } from './stock-import-summary.js';

const summary: StockImportSummary = {
  siteSlug: 'harbour-motors',
  startedAt: '2026-11-20T01:00:00.000Z',
  finishedAt: '2026-11-20T01:00:02.500Z',
  mode: 'full',
  rowsRead: 5,
  added: ['a'],
  changed: ['b'],
  priceChanged: [{ id: 'b', from: 20000, to: 19000 }],
  sold: ['c'],
  restored: [],
  dropped: [],
  unchanged: 0,
  skipped: 3,
  rowErrors: [
    { row: 3, line: 4, field: 'price', reason: '"POA" is not a number' },
    { row: 3, line: 4, field: 'km', reason: 'required' },
  ],
  ignoredColumns: [{ column: 'Views', reason: 'names no car field' }],
  held: null,
  applied: true,
};

describe('formatStockImportSummary', () => {
  it('lists ignored columns and bad rows, then the counts', () => {
    expect(formatStockImportSummary(summary)).toEqual([
      'Column "Views" ignored: names no car field',
      'Skipped row 3 (line 4) price: "POA" is not a number',
      'Skipped row 3 (line 4) km: required',
      '… and 2 more skipped rows not listed',
      'harbour-motors (full feed): 5 rows read, 1 new, 1 changed (1 price), 1 sold, 0 back in stock, 0 dropped, 0 unchanged, 3 skipped (2.5 s).',
    ]);
  });

  it('says why a held feed changed nothing', () => {
    const held = { ...summary, applied: false, held: 'the feed has no valid row' };
    expect(formatStockImportSummary(held).at(-1)).toBe(
      'Held, nothing changed: the feed has no valid row',
    );
  });
});
