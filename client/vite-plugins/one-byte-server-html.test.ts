import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { oneByteServerHtml } from './one-byte-server-html';

const require = createRequire(import.meta.filename);
const reactDomCjs = join(dirname(require.resolve('react-dom/package.json')), 'cjs');
const LEGACY_RENDERER = join(reactDomCjs, 'react-dom-server-legacy.node.production.js');

type Transform = (code: string, id: string) => { code: string } | null;

/** The plugin's transform, run as the bundler runs it, with `this.error` throwing. */
function transform(code: string, id: string): { code: string } | null {
  const hook = oneByteServerHtml().transform as Transform;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return hook.call(context, code, id);
}

/** React's `renderToString` as the server's bundle has it, after the transform. */
function transformedRenderToString(): (element: ReactElement) => string {
  const result = transform(readFileSync(LEGACY_RENDERER, 'utf8'), LEGACY_RENDERER);
  if (!result) throw new Error('The transform left the renderer as it was');
  const module = { exports: {} as { renderToString: (element: ReactElement) => string } };
  const load = new Function('require', 'module', 'exports', result.code) as (
    req: NodeJS.Require,
    mod: typeof module,
    exports: object,
  ) => void;
  load(createRequire(LEGACY_RENDERER), module, module.exports);
  return module.exports.renderToString;
}

describe('oneByteServerHtml', () => {
  const renderToString = transformedRenderToString();

  it('writes characters above U+00FF of texts and attributes as references, the rest as React does', () => {
    const html = renderToString(
      createElement(
        'p',
        { title: 'It’s “new”', 'data-price': '$5,000 – $9,000' },
        'Loading… café & <more> 🚗',
      ),
    );
    expect(html).toBe(
      '<p title="It&#8217;s &#8220;new&#8221;" data-price="$5,000 &#8211; $9,000">' +
        'Loading&#8230; café &amp; &lt;more&gt; &#128663;</p>',
    );
  });

  it('gives the browser back the same text', () => {
    const text = 'Loading… 360° view – it’s a 🚗';
    const host = document.createElement('div');
    host.innerHTML = renderToString(createElement('p', { 'aria-label': text }, text));
    const paragraph = host.querySelector('p')!;
    expect(paragraph.textContent).toBe(text);
    expect(paragraph.getAttribute('aria-label')).toBe(text);
  });

  it('leaves every other module as it is', () => {
    expect(transform('function escapeTextForBrowser(text) {}', '/x/react-dom/cjs/client.js')).toBe(
      null,
    );
  });

  it('fails the build when React no longer has the function it changes', () => {
    expect(() => transform('export {}', LEGACY_RENDERER)).toThrow(/escapeTextForBrowser/);
  });
});
