import { lazy, Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';

const page = (content: ReactNode) => (
  <html lang="en-AU">
    <head>
      <title>Used cars</title>
    </head>
    <body>
      <h1>Used cars</h1>
      <Suspense fallback={<p>Loading…</p>}>{content}</Suspense>
    </body>
  </html>
);

const textOf = (body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>) =>
  new Response(body).text();

/** The streaming renderer's document once all is ready, as the page was rendered before. */
async function streamed(tree: ReactNode, nonce: string, bootScript?: string) {
  const stream = await renderToReadableStream(tree, {
    nonce,
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    ...(bootScript === undefined ? {} : { bootstrapScriptContent: bootScript }),
  });
  await stream.allReady;
  return new Response(stream).text();
}

describe('renderDocument', () => {
  it('renders a page whose parts are all ready in one pass, as the streaming renderer does', async () => {
    const tree = page(<p>Mazda CX-3</p>);
    const bootScript = 'window.BOOT=JSON.parse("{}");';
    const rendered = await renderDocument(tree, { nonce: 'abc123', bootScript });
    expect(ArrayBuffer.isView(rendered)).toBe(true);
    const body = await textOf(rendered);
    // The streaming renderer gives its bootstrap script an id marking where the shell ends, which
    // nothing on a page of ours refers to.
    expect(body).toBe((await streamed(tree, 'abc123', bootScript)).replace(/ id="_R_"/, ''));
    expect(body).toMatch(/^<!DOCTYPE html><html/);
    expect(body).toContain(
      '<script nonce="abc123">window.BOOT=JSON.parse("{}");</script></body></html>',
    );
  });

  it('waits for a part that suspends, rendering the page with the streaming renderer', async () => {
    let loaded: (module: { default: () => ReactNode }) => void = () => {};
    const Gallery = lazy(() => new Promise<{ default: () => ReactNode }>((r) => (loaded = r)));
    const rendering = renderDocument(page(<Gallery />), { nonce: 'n', bootScript: 'go();' });
    setTimeout(() => loaded({ default: () => <p>Twenty photos</p> }), 10);
    const html = await textOf(await rendering);
    expect(html).toContain('<p>Twenty photos</p>');
    expect(html).not.toMatch(/<!--\$[!?]/);
    expect(html).toContain('go();</script>');
  });

  it('escapes a script tag in the start code as the streaming renderer does', async () => {
    const bootScript = 'var s="</script><script>alert(1)";';
    const body = await textOf(await renderDocument(page(<p>Kia</p>), { nonce: 'n', bootScript }));
    expect(body.match(/<script/g)).toHaveLength(1);
    expect(body).toBe((await streamed(page(<p>Kia</p>), 'n', bootScript)).replace(/ id="_R_"/, ''));
  });

  it('sends a page that is not hydrated with no script at all', async () => {
    const body = await textOf(await renderDocument(page(<p>Not found</p>), { nonce: 'n' }));
    expect(body).not.toContain('<script');
    expect(body).toContain('<p>Not found</p>');
  });
});
