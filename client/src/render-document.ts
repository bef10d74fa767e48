import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';

/** Larger than any page: every part of it is written in place. */
const WHOLE_PAGE = Number.MAX_SAFE_INTEGER;

/**
 * The marks of a Suspense boundary the server did not finish, left to the browser: `<!--$!-->`
 * (client render) or `<!--$?-->` (pending). A finished boundary is `<!--$-->`.
 */
const UNFINISHED_BOUNDARY_MARKS = ['<!--$!', '<!--$?'];

/** UTF-8, encoded once here: a Response made from a string scans it again for lone surrogates. */
const utf8 = new TextEncoder();

export interface DocumentOptions {
  nonce: string;
  /** The page's inline start code, run once the document is parsed; none for a page not hydrated. */
  bootScript?: string | undefined;
}

/**
 * The whole HTML document of `tree`, every part of it rendered in place (nothing is held back
 * for a script to reveal).
 *
 * A page's route data and code are loaded before it renders, so it is rendered in one pass
 * first (`renderToString`): the same document the streaming renderer writes once `allReady`,
 * for about a tenth less CPU on a search page, as no byte stream is filled and read back. The
 * one-pass renderer cannot wait: a boundary that suspended is left to the browser. Such a page is
 * rendered again with the streaming renderer, which waits for it.
 */
export async function renderDocument(
  tree: ReactNode,
  { nonce, bootScript }: DocumentOptions,
): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>> {
  const html = renderToString(tree);
  if (!UNFINISHED_BOUNDARY_MARKS.some((mark) => html.includes(mark))) {
    return documentBytes(html, nonce, bootScript);
  }
  const stream = await renderToReadableStream(tree, {
    nonce,
    progressiveChunkSize: WHOLE_PAGE,
    ...(bootScript === undefined ? {} : { bootstrapScriptContent: bootScript }),
  });
  await stream.allReady;
  return stream;
}

/**
 * The document's bytes: `html` with the start code at the end of its body, where the streaming
 * renderer puts its bootstrap script. The code is encoded apart from the page: it carries the
 * page's data, whose text may hold characters above U+00FF, and joined into the page's string
 * one such character would make the whole page a two-byte string, dear to join and encode (the
 * server's renderer writes the page's own such characters as references for this reason:
 * vite-plugins/one-byte-server-html.ts).
 */
function documentBytes(
  html: string,
  nonce: string,
  bootScript: string | undefined,
): Uint8Array<ArrayBuffer> {
  const page = `<!DOCTYPE html>${html}`;
  if (bootScript === undefined) return utf8.encode(page);
  const bodyEnd = page.lastIndexOf('</body>');
  const split = bodyEnd === -1 ? page.length : bodyEnd;
  return Buffer.concat(
    [page.slice(0, split), scriptElement(bootScript, nonce), page.slice(split)].map((part) =>
      utf8.encode(part),
    ),
  );
}

/**
 * The start code as a script element, escaped as the streaming renderer escapes its bootstrap
 * script: no `<script` or `</script` in the code can open or close an element (ours is
 * script-safe already, script-safe-json.ts).
 */
function scriptElement(bootScript: string, nonce: string): string {
  const code = bootScript.replace(
    SCRIPT_TAG,
    (_, opening: string, s: string, rest: string) =>
      `${opening}${s === 's' ? '\\u0073' : '\\u0053'}${rest}`,
  );
  return `<script nonce="${escapeAttribute(nonce)}">${code}</script>`;
}

const SCRIPT_TAG = /(<\/|<)(s)(cript)/gi;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
