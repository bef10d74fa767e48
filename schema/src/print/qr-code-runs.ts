import QRCode from 'qrcode';

/** Error correction M: about 15% of the code can be smudged or torn and it still scans. */
const ERROR_CORRECTION_LEVEL = 'M';

/** A horizontal run of dark modules in one row of the code, in module units. */
export interface QrRun {
  x: number;
  y: number;
  length: number;
}

/**
 * The dark modules of a text's QR code as horizontal runs, one rectangle each (far fewer than one
 * per module). Computed synchronously, so the server and the browser draw the same code.
 */
export function qrCodeRuns(text: string): { size: number; runs: QrRun[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION_LEVEL });
  const runs: QrRun[] = [];
  for (let y = 0; y < modules.size; y++) {
    let start = -1;
    for (let x = 0; x <= modules.size; x++) {
      const dark = x < modules.size && Boolean(modules.get(y, x));
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, length: x - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}
