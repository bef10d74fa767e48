import { CriticalCss } from './critical-css.js';

/**
 * The site's stylesheet as a rendered page carries it: the rules the page needs inline in its
 * head, where the render linked the stylesheet. The browser paints the page as soon as its HTML
 * is in, without waiting for the stylesheet, a phone's extra round trip. The page's start code
 * preloads the stylesheet with its scripts, after the first paint and the main photo (the
 * client's scripts-after-first-paint.ts), and the script applies it when the page hydrates
 * (React adds the link the client's Document renders, finding it missing), before
 * anything a script shows that the HTML did not (a dialog, a menu, another page). A page without
 * scripts needs no more than its inline rules: they are every rule that can match its elements.
 * Chromium holds every paint while a stylesheet linked in the body loads, so the link cannot
 * simply move to the end of the page; and an inline `onload` to apply it is not allowed by the
 * pages' Content-Security-Policy, which allows inline styles (the site's colours are one).
 *
 * A page is worked on as the bytes the render wrote, never decoded from UTF-8 (page-stamps.ts says
 * why).
 */
export class PageStylesheet {
  readonly #critical: CriticalCss;
  readonly #link: Buffer;

  constructor(
    /** The stylesheet's address, as the render links it. */
    href: string,
    stylesheet: string,
  ) {
    this.#critical = new CriticalCss(stylesheet);
    this.#link = Buffer.from(`<link rel="stylesheet" href="${href}"`, 'latin1');
  }

  /**
   * `html` with the rules it needs inline in place of its stylesheet's link; as it was when it
   * does not link the stylesheet.
   */
  inline(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
    const linkAt = html.indexOf(this.#link);
    if (linkAt === -1) return html;
    const linkEnd = html.indexOf('>', linkAt) + 1;
    const css = this.#critical.for(classNamesIn(html));
    return Buffer.concat([
      html.subarray(0, linkAt),
      Buffer.from(`<style>${css}</style>`),
      html.subarray(linkEnd),
    ]);
  }
}

/** What opens a class attribute as React writes it, and the quote that closes it. */
const CLASS_ATTRIBUTE = Buffer.from(' class="', 'latin1');
const QUOTE = '"'.charCodeAt(0);

/**
 * Every class name the elements of `html` have, as React writes the attribute (`class="…"`; text
 * and the boot data escape their quotes). Each value is read as latin1, a byte for a character,
 * not decoded: class names are ASCII, and a name with other bytes matches no rule either way.
 * Most values repeat (every car card's), and are split once. The bytes are searched in place:
 * turning a whole search page into a string first cost more than finding every class in it (about
 * 0.65 ms of the 0.9 ms a regular expression over that string took; in place it takes 0.33 ms).
 */
export function classNamesIn(html: Buffer): Set<string> {
  const names = new Set<string>();
  const values = new Set<string>();
  for (let at = html.indexOf(CLASS_ATTRIBUTE); at !== -1; at = html.indexOf(CLASS_ATTRIBUTE, at)) {
    const start = at + CLASS_ATTRIBUTE.length;
    const end = html.indexOf(QUOTE, start);
    if (end === -1) break;
    at = end + 1;
    const value = html.toString('latin1', start, end);
    if (values.has(value)) continue;
    values.add(value);
    for (const name of value.split(' ')) if (name) names.add(name);
  }
  return names;
}
