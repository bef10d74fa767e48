/**
 * JSON to place inside a <script> element: `<` is escaped so no value can close the element,
 * and the line separators JavaScript string literals once rejected are escaped too.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
