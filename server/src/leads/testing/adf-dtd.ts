import { readFileSync } from 'node:fs';
import { DtdValidator, XmlDocument, XmlDtd, XmlValidateError } from 'libxml2-wasm';

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
  using doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((detail) => detail.message);
    throw error;
  }
}
