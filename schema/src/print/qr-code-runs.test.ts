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
});
