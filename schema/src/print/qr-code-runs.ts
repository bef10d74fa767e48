import QRCode from 'qrcode';

/**
 * The QR code a vehicle's print-outs carry to its page, made once for the PDF (vector
 * rectangles) and the print page (inline SVG) alike, so both print the same code.
 */

/** Error correction M: about 15% of the code can be smudged, creased or torn and it still scans. */
const ERROR_CORRECTION_LEVEL = 'M';

/** The light margin a reader needs around the code, in modules (the QR standard's quiet zone). */
export const QUIET_ZONE_MODULES = 4;

/** A horizontal run of dark modules in one row of the code, in module units. */
export interface QrRun {
  x: number;
  y: number;
  length: number;
}

export interface QrCodeRuns {
  /** Modules per side, without the quiet zone. */
  size: number;
  runs: QrRun[];
}

/**
 * The dark modules of a text's QR code as horizontal runs, one rectangle each (far fewer than one
 * per module). Computed synchronously, so the server and the browser draw the same code.
 */
export function qrCodeRuns(text: string): QrCodeRuns {
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
