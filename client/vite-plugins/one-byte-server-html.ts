import type { Plugin } from 'vite';

/**
 * The server's React renderer, changed to write every character above U+00FF of a text or an
 * attribute as a character reference (`’` as `&#8217;`), which the browser reads as the same
 * character.
 *
 * Why: `renderToString` joins its thousands of pieces into one string, which the server then
 * reads whole and encodes. V8 keeps a string one byte a character while every character fits,
 * and two bytes a character for all of it as soon as one does not: a single `…` in a search
 * box's placeholder or `–` in a price range made the whole page a two-byte string, and joining
 * and encoding it took 13 % of a cold search page's CPU, against under 2 % once every piece is
 * one byte a character (profiles of `bench:web`'s cold search page). The escaped text costs a
 * few bytes more where such characters are, and nothing where they are not.
 *
 * A text with such a character is escaped as React escapes it, then those characters become
 * references, then the result is copied into a fresh one-byte string (what remains is Latin-1,
 * so the latin1 round trip through a Buffer keeps every character). The SSR bundle runs in Node,
 * where Buffer is a global. The build fails if React's escape function is no longer found.
 */

/** React DOM's server renderers for Node: `renderToString` and the streaming one. */
const REACT_SERVER_RENDERERS =
  /react-dom[\\/]cjs[\\/]react-dom-server(-legacy)?\.node\.production\.js$/;

const ESCAPE = 'function escapeTextForBrowser(text) {';

const ONE_BYTE_ESCAPE = `function escapeTextForBrowser(text) {
  text = escapeTextForBrowser$react(text);
  return WIDE_CHARACTER$.test(text)
    ? Buffer.from(
        text.replace(WIDE_CHARACTERS$, function (character) {
          return "&#" + character.codePointAt(0) + ";";
        }),
        "latin1"
      ).toString("latin1")
    : text;
}
var WIDE_CHARACTER$ = /[^\\x00-\\xff]/;
var WIDE_CHARACTERS$ = /[^\\x00-\\xff]/gu;
function escapeTextForBrowser$react(text) {`;

export function oneByteServerHtml(): Plugin {
  return {
    name: 'forecourt:one-byte-server-html',
    apply: 'build',
    transform(code, id) {
      if (!REACT_SERVER_RENDERERS.test(id)) return null;
      if (code.split(ESCAPE).length !== 2) {
        this.error(
          `React's escapeTextForBrowser is not found once in ${id}: this plugin needs updating`,
        );
      }
      return { code: code.replace(ESCAPE, ONE_BYTE_ESCAPE), map: null };
    },
  };
}
