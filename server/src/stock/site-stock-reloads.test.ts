import { describe, expect, it } from 'vitest';
import { serialSiteReloads } from './site-stock-reloads.js';

/** A reindex the test finishes by hand, recording which runs started. */
function controlledReindex() {
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  const reindex = (slug: string) =>
    new Promise<void>((resolve) => {
      started.push(slug);
      finishers.push(resolve);
    });
  const finishNext = async () => {
    finishers.shift()?.();
    // Let the queued run start.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { started, reindex, finishNext };
}

describe('serialSiteReloads', () => {
  it('runs one reindex of a site at a time, and one more for all changes heard meanwhile', async () => {
    const { started, reindex, finishNext } = controlledReindex();
    const reload = serialSiteReloads(reindex);
    const first = reload('harbour');
    const second = reload('harbour');
    const third = reload('harbour');
    expect(second).toBe(third);
    expect(started).toEqual(['harbour']);
    await finishNext();
    await first;
    expect(started).toEqual(['harbour', 'harbour']);
    await finishNext();
    await second;
    expect(started).toEqual(['harbour', 'harbour']);
  });

  it('reindexes different sites side by side', () => {
    const { started, reindex } = controlledReindex();
    const reload = serialSiteReloads(reindex);
    void reload('harbour');
    void reload('outback');
    expect(started).toEqual(['harbour', 'outback']);
  });

  it('runs the queued reindex even when the one before it failed', async () => {
    let calls = 0;
    const reload = serialSiteReloads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('snapshot unreadable');
    });
    const failed = reload('harbour');
    const next = reload('harbour');
    await expect(failed).rejects.toThrow('snapshot unreadable');
    await next;
    expect(calls).toBe(2);
  });
});
