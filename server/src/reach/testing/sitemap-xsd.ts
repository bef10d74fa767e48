import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { xmlValidationErrors } from '../../testing/xml-validation-errors.js';

/**
 * Checks a sitemap (<urlset>) against the sitemaps.org XML Schema with libxml2 (WebAssembly, no
 * system package). The schema is the one the sitemap package ships; it has none for the index.
 */
const packageRoot = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('sitemap')),
  '../..',
);
const schema = XmlDocument.fromString(
  readFileSync(path.join(packageRoot, 'schema', 'sitemap.xsd'), 'utf8'),
);
const validator = XsdValidator.fromDoc(schema);

/** libxml2's complaints about the sitemap, empty when it is valid. */
export function sitemapXsdErrors(xml: string): string[] {
  return xmlValidationErrors(validator, xml);
}
