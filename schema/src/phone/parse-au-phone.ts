import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { AU_PHONE_METADATA } from './au-phone-metadata.generated.js';

/**
 * A number as libphonenumber-js reads it with Australia as the default country, or undefined.
 * It reads with the metadata of the +61 calling code only (a few KB): the library's worldwide
 * metadata is about 30 KB gzip that every page with a lead form would download, and a number of
 * any other calling code is refused either way.
 */
export function parseAuPhone(raw: string): PhoneNumber | undefined {
  return parsePhoneNumberFromString(raw, 'AU', AU_PHONE_METADATA);
}
