import { describe, expect, it } from 'vitest';
import { importOutcome } from './stock-sync-outcome.js';
import { sampleImportOutcome } from './testing/sample-import-outcome.js';

describe('importOutcome', () => {
  it('is applied when cars changed, unchanged when none did', () => {
    expect(importOutcome(sampleImportOutcome({ rowsRead: 3, sold: 1, unchanged: 2 }))).toEqual({
      outcome: 'applied',
      error: null,
    });
    expect(importOutcome(sampleImportOutcome({ rowsRead: 3, unchanged: 3 }))).toEqual({
      outcome: 'unchanged',
      error: null,
    });
  });

  it('is held with the import’s reason', () => {
    const held = 'would sell 30 of 40 cars';
    expect(importOutcome(sampleImportOutcome({ rowsRead: 10, applied: false, held }))).toEqual({
      outcome: 'held',
      error: held,
    });
  });

  it('fails an empty full feed, or one whose every row was skipped, naming the first rows', () => {
    expect(importOutcome(sampleImportOutcome({ mode: 'full', rowsRead: 0 })).outcome).toBe(
      'failed',
    );
    const rowErrors = [1, 2, 3, 4, 5].map((row) => ({ row, field: 'price', reason: 'missing' }));
    expect(
      importOutcome(sampleImportOutcome({ rowsRead: 5, skipped: 5, rowErrors, applied: false })),
    ).toEqual({
      outcome: 'failed',
      error:
        'no valid row: all 5 rows were skipped (row 1 price: missing; row 2 price: missing; row 3 price: missing; 2 more); the last good stock stays',
    });
  });

  it('takes an empty partial feed as nothing to change', () => {
    expect(importOutcome(sampleImportOutcome({ mode: 'partial', rowsRead: 0 })).outcome).toBe(
      'unchanged',
    );
  });
});
