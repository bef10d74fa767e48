import { createRequire } from 'node:module';

/** The calling code of Australia, shared with the Cocos (Keeling) and Christmas Islands. */
export const AU_CALLING_CODE = '61';

interface LibraryMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
}

/**
 * The part of libphonenumber-js's "min" metadata that numbers under +61 need: every country of
 * that calling code (a number of the islands' ranges must still be told apart from Australia's).
 * Node only: it reads the library's full metadata, which is what the browser must not download.
 */
export function auPhoneMetadataSource(): LibraryMetadata {
  const require = createRequire(import.meta.url);
  const full = require('libphonenumber-js/metadata.min.json') as LibraryMetadata;
  const countryCodes = full.country_calling_codes[AU_CALLING_CODE];
  if (!countryCodes) throw new Error(`libphonenumber-js has no +${AU_CALLING_CODE} metadata`);
  return {
    version: full.version,
    country_calling_codes: { [AU_CALLING_CODE]: countryCodes },
    countries: Object.fromEntries(countryCodes.map((code) => [code, full.countries[code]])),
  };
}
