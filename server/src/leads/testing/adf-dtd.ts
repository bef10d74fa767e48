import { readFileSync } from 'node:fs';
import { DtdValidator, XmlDtd } from 'libxml2-wasm';
import { xmlValidationErrors } from '../../testing/xml-validation-errors.js';

/**
 * Checks a document against the ADF 1.0 DTD with libxml2 (compiled to WebAssembly, so the tests
 * need no system package): a CRM that validates the lead documents it reads would refuse what
 * this refuses.
 */

const validator = new DtdValidator(
  XmlDtd.fromString(readFileSync(new URL('../adf-1.0.dtd', import.meta.url), 'utf8')),
);

/** libxml2's complaints about the document, empty when it is valid ADF 1.0. */
export function adfDtdErrors(xml: string): string[] {
  return xmlValidationErrors(validator, xml);
}
