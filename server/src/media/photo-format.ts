/** The encodings a resized car photo is served in, best first. */
export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** True when Accept names `type` with a q above zero (a wildcard does not count). */
function names(accept: string, type: string): boolean {
  return accept.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== type) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * AVIF when the browser names it, else WebP when it names that, else JPEG, which every browser
 * shows (a bare wildcard is not taken to mean a modern format).
 */
export function photoFormatFor(accept: string | null): PhotoFormat {
  const header = accept ?? '';
  if (names(header, 'image/avif')) return 'avif';
  if (names(header, 'image/webp')) return 'webp';
  return 'jpeg';
}
