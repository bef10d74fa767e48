import QRCode from 'qrcode';

/** The light margin a reader needs around the code, in modules (the QR standard's quiet zone). */
export const QUIET_ZONE_MODULES = 4;

/** A dark run of modules on one row: vector squares merged left to right. */
export interface QrRun {
  row: number;
  column: number;
  length: number;
}

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  runs: QrRun[];
}

/**
 * The modules of a QR code for `text` as horizontal runs, so the sheet draws the code as vector
 * rectangles (sharp at any print size, a few kilobytes in the PDF) with one rectangle per run
 * rather than per module. Level M survives a smudged or creased print-out.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: QrRun[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return { size: modules.size, runs };
}
