import { act, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Progress = typeof import('./hydration-progress');

/** The module afresh: it counts the page's parts, once per page load. */
async function freshProgress(): Promise<Progress> {
  vi.resetModules();
  return import('./hydration-progress');
}

const marked = () => document.documentElement.dataset.hydrated;

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydration progress', () => {
  it('marks the page hydrated once the root and every part awaited have hydrated', async () => {
    const progress = await freshProgress();
    progress.partAwaited();
    progress.partAwaited();
    progress.rootCommitted();
    expect(marked()).toBeUndefined();
    progress.partHydrated();
    expect(marked()).toBeUndefined();
    progress.partHydrated();
    expect(marked()).toBe('true');
  });

  it('waits for the root even when the parts hydrated with it', async () => {
    const progress = await freshProgress();
    progress.partHydrated();
    progress.partAwaited();
    expect(marked()).toBeUndefined();
    progress.rootCommitted();
    expect(marked()).toBe('true');
  });
});

describe('HydratedApart', () => {
  it('hydrates the server’s parts in place, then the page is marked hydrated', async () => {
    const { rootCommitted } = await freshProgress();
    const { HydratedApart } = await import('./HydratedApart');
    function Page({ children }: { children: ReactNode }) {
      useEffect(rootCommitted, []);
      return <div>{children}</div>;
    }
    const page = (
      <Page>
        <HydratedApart>
          <h1>Header</h1>
        </HydratedApart>
        <HydratedApart>
          <p>Results</p>
        </HydratedApart>
      </Page>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverHeading = container.querySelector('h1');
    const errors: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    // The server's elements were kept, not rendered again.
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.textContent).toBe('HeaderResults');
    expect(marked()).toBe('true');
  });
});
