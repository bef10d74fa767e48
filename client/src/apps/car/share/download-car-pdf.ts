import { vehiclePdfFilename, vehiclePdfPath } from '@forecourt/schema/print/print-paths';

/**
 * How long the object URL outlives the click that saves it: browsers start the download after
 * the click returns, and some fail it when the URL is already revoked.
 */
const REVOKE_OBJECT_URL_AFTER_MS = 10_000;

/**
 * Fetches the vehicle's PDF and saves it as {slug}.pdf. Rejects with the server's own words when
 * it answers with an error in plain text, so the shopper reads why; any other error answer (an
 * HTML error page, say) is not a message, and the status says what happened instead.
 */
export async function downloadCarPdf(slug: string): Promise<void> {
  const response = await fetch(vehiclePdfPath(slug));
  if (!response.ok) {
    const isText = response.headers.get('content-type')?.startsWith('text/plain') ?? false;
    const message = isText ? (await response.text()).trim() : '';
    throw new Error(
      message || `The PDF could not be prepared (the server answered ${response.status}).`,
    );
  }
  saveFile(await response.blob(), vehiclePdfFilename(slug));
}

/** Saves a file the page holds through a temporary download link. */
function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_OBJECT_URL_AFTER_MS);
}
