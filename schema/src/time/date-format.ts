/**
 * An `Intl.DateTimeFormat` made the first time it is used rather than as its module loads: a
 * page's first Intl object costs the browser its locale data (numbers/format-number.ts), and a
 * module is often loaded by a page that never formats its dates.
 */
export function dateFormatOnFirstUse(
  locales: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locales, options));
}
