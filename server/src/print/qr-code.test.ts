import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qr-code.js';

/** The runs back as a grid of dark (true) and light modules. */
function grid(text: string) {
  const { size, runs } = qrMatrix(text);
  const cells = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const run of runs) {
    for (let column = run.column; column < run.column + run.length; column++) {
      expect(cells[run.row]![column], `overlap at ${run.row},${column}`).toBe(false);
      cells[run.row]![column] = true;
    }
  }
  return { size, cells };
}

describe('qrMatrix', () => {
  it('holds a whole QR symbol: a version’s size and the three finder patterns', () => {
    const { size, cells } = grid(
      'https://coastal.example.com.au/cars/2025-hyundai-i30-active-cmg-000001',
    );
    // Sizes go 21, 25, 29, … (4 × version + 17); this address needs more than version 1.
    expect((size - 17) % 4).toBe(0);
    expect(size).toBeGreaterThan(21);
    const finderRow = [true, true, true, true, true, true, true, false];
    expect(cells[0]!.slice(0, 8)).toEqual(finderRow);
    expect(cells[0]!.slice(size - 8).reverse()).toEqual(finderRow);
    expect(cells[size - 1]!.slice(0, 8)).toEqual(finderRow);
    // The finder's light ring and dark centre, one row down and three rows down.
    expect(cells[1]!.slice(0, 7)).toEqual([true, false, false, false, false, false, true]);
    expect(cells[3]!.slice(0, 7)).toEqual([true, false, true, true, true, false, true]);
  });

  it('merges neighbouring dark modules into one run', () => {
    const { runs } = qrMatrix('https://example.com/cars/a');
    expect(runs[0]).toEqual({ row: 0, column: 0, length: 7 });
  });
});
