/** What a slug looks like: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * URL slug of a name: lower case, accents folded, anything else between words becomes one
 * hyphen ("Mercedes-Benz C 300 e:HEV" → "mercedes-benz-c-300-e-hev"). Names here are Latin
 * script, so folding with NFKD is all the transliteration they need.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
