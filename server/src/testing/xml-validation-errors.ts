import { XmlDocument, XmlValidateError } from 'libxml2-wasm';

/** A libxml2 schema or DTD validator, as libxml2-wasm builds them. */
interface XmlValidator {
  validate(doc: XmlDocument): void;
}

/** libxml2's complaints about `xml` under `validator`, empty when it is valid. */
export function xmlValidationErrors(validator: XmlValidator, xml: string): string[] {
  using doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((detail) => detail.message);
    throw error;
  }
}
