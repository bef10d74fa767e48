import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodeRuns } from './qr-code-runs.js';

const URL = 'https://northside-used-cars.example/cars/2021-toyota-hilux-sr5';

/** The code's modules as drawn: dark where a run covers them. */
function drawn(size: number, runs: ReturnType<typeof qrCodeRuns>['runs']) {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const { x, y, length } of runs) {
    for (let i = x; i < x + length; i++) {
      expect(grid[y]![i]).toBe(false);
      grid[y]![i] = true;
    }
  }
  return grid;
}

describe('qrCodeRuns', () => {
  it('covers exactly the dark modules of the address’s QR code at error correction M', () => {
    const { size, runs } = qrCodeRuns(URL);
    const { modules } = QRCode.create(URL, { errorCorrectionLevel: 'M' });

    expect(size).toBe(modules.size);
    const grid = drawn(size, runs);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        expect(grid[y]![x]).toBe(Boolean(modules.get(y, x)));
      }
    }
  });

  it('draws the finder patterns’ 7-module top edges as single runs', () => {
    const { size, runs } = qrCodeRuns(URL);

    const topRow = runs.filter((run) => run.y === 0);
    expect(topRow[0]).toEqual({ x: 0, y: 0, length: 7 });
    expect(topRow.at(-1)).toEqual({ x: size - 7, y: 0, length: 7 });
  });

  it('draws each address’s own code', () => {
    expect(qrCodeRuns(URL)).not.toEqual(qrCodeRuns(`${URL}-2`));
  });

  it('holds a whole QR symbol: a version’s size and the three finder patterns', () => {
    const { size, runs } = qrCodeRuns(
      'https://coastal.example.com.au/cars/2025-hyundai-i30-active-cmg-000001',
    );
    const cells = drawn(size, runs);
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
    const { runs } = qrCodeRuns('https://example.com/cars/a');
    expect(runs[0]).toEqual({ x: 0, y: 0, length: 7 });
  });
});
