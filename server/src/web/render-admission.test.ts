import type { RenderPageOptions } from '@forecourt/client/ssr-contract';
import { describe, expect, it } from 'vitest';
import {
  defaultRenderConcurrency,
  RENDER_CONCURRENCY_ENV,
  renderConcurrencyFromEnv,
  renderPagesInTurn,
} from './render-admission.js';

/** A render that ends when the test says, recording when each began and ended. */
function controlledRenders() {
  const events: string[] = [];
  const finish = new Map<string, () => void>();
  let running = 0;
  let mostAtOnce = 0;
  const render = (options: RenderPageOptions) => {
    const path = new URL(options.request.url).pathname;
    events.push(`start ${path}`);
    mostAtOnce = Math.max(mostAtOnce, ++running);
    return new Promise<Response>((resolve) =>
      finish.set(path, () => {
        running -= 1;
        events.push(`end ${path}`);
        resolve(new Response(`page ${path}`));
      }),
    );
  };
  return { render, events, finish, mostAtOnce: () => mostAtOnce };
}

const optionsFor = (path: string, signal?: AbortSignal) =>
  ({
    request: new Request(`http://site.localhost${path}`, signal ? { signal } : {}),
  }) as RenderPageOptions;

/** Lets every pending turn of the event loop run. */
const turns = async (count = 5) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('renderPagesInTurn', () => {
  it('renders at most the given number at once, in the order the requests came', async () => {
    const { render, events, finish, mostAtOnce } = controlledRenders();
    const inTurn = renderPagesInTurn(render, 2);
    const pages = ['/a', '/b', '/c', '/d'].map((path) => inTurn(optionsFor(path)));
    await turns();
    expect(events).toEqual(['start /a', 'start /b']);
    finish.get('/b')!();
    await turns();
    expect(events).toEqual(['start /a', 'start /b', 'end /b', 'start /c']);
    finish.get('/a')!();
    await turns();
    finish.get('/c')!();
    await turns();
    finish.get('/d')!();
    const texts = await Promise.all(pages.map(async (page) => (await page).text()));
    expect(texts).toEqual(['page /a', 'page /b', 'page /c', 'page /d']);
    expect(mostAtOnce()).toBe(2);
  });

  it('starts a render only after the event loop has turned, so sockets are read meanwhile', async () => {
    const { render, events } = controlledRenders();
    const inTurn = renderPagesInTurn(render, 4);
    void inTurn(optionsFor('/a'));
    setImmediate(() => events.push('a socket read'));
    await Promise.resolve();
    expect(events).toEqual([]);
    await turns();
    expect(events).toEqual(['a socket read', 'start /a']);
  });

  it('does not render for a visitor who left while the request waited', async () => {
    const { render, events, finish } = controlledRenders();
    const inTurn = renderPagesInTurn(render, 1);
    const first = inTurn(optionsFor('/a'));
    const left = new AbortController();
    const second = inTurn(optionsFor('/b', left.signal));
    await turns();
    left.abort();
    finish.get('/a')!();
    await first;
    expect((await second).status).toBe(503);
    expect(events).toEqual(['start /a', 'end /a']);
  });
});

describe('renderConcurrencyFromEnv', () => {
  it('takes a whole number of 1 or more, two per core when unset', () => {
    expect(renderConcurrencyFromEnv({})).toBe(defaultRenderConcurrency());
    expect(defaultRenderConcurrency()).toBeGreaterThanOrEqual(2);
    expect(renderConcurrencyFromEnv({ [RENDER_CONCURRENCY_ENV]: ' 6 ' })).toBe(6);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => renderConcurrencyFromEnv({ [RENDER_CONCURRENCY_ENV]: bad })).toThrow(
        new RegExp(`${RENDER_CONCURRENCY_ENV}: "${bad.replace('.', '\\.')}" is not a whole number`),
      );
    }
  });
});
