/**
 * The compressed forms of an answer sent unchanged again and again (a kept GraphQL answer), each
 * made once, the first time a client takes that coding: compressing the same bytes for every
 * response was about a seventh of a cached answer's CPU. The cache that keeps the answer gives
 * each response it answers with the answer's forms (`keepCompressedForms`); the compression step
 * (compress-response.ts) sends a form it has, or makes it and leaves it there for the next.
 */
export interface CompressedForms {
  /**
   * The answer's length in bytes, taken with its first form (so a cold answer costs no count of
   * its bytes): a form is used only for a response of that length.
   */
  byteLength?: number;
  gzip?: Buffer<ArrayBuffer>;
  br?: Buffer<ArrayBuffer>;
}

const formsOfResponse = new WeakMap<Response, CompressedForms>();

/** `response` is the kept answer whose compressed forms are `forms`. */
export function keepCompressedForms(response: Response, forms: CompressedForms): void {
  formsOfResponse.set(response, forms);
}

/** The compressed forms kept for `response`'s body, if it is a kept answer. */
export function compressedFormsOf(response: Response): CompressedForms | undefined {
  return formsOfResponse.get(response);
}
