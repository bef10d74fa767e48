import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harbourCars, outbackCars } from '../../stock/testing/fixture-sites.js';
import type { StockSnapshotStore } from '../../stock/stock-snapshot-store.port.js';

/** Starting a database and migrating it takes a few seconds. */
const SETUP_TIMEOUT_MS = 60_000;
/** Generous on a busy machine; the files are debounced by 250 ms, PostgreSQL is immediate. */
const WATCH_TIMEOUT_MS = 5_000;

export interface SnapshotStoreUnderTest {
  store: StockSnapshotStore;
  dispose(): Promise<void>;
}

/** A slug no other case (or run) uses, so cases never see each other's snapshots. */
const newSlug = () => `site-${randomUUID().slice(0, 8)}`;

async function eventually(check: () => boolean, timeoutMs = WATCH_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The behaviour every StockSnapshotStore adapter must have, through the port only. */
export function describeStockSnapshotStore(
  adapterName: string,
  create: () => Promise<SnapshotStoreUnderTest>,
): void {
  describe(`StockSnapshotStore port: ${adapterName}`, () => {
    let subject: SnapshotStoreUnderTest;
    const store = () => subject.store;
    beforeAll(async () => {
      subject = await create();
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await subject.dispose();
    });

    it('reads back what was written, and null for a site with no import', async () => {
      const slug = newSlug();
      expect(await store().read(slug)).toBeNull();
      await store().write(slug, harbourCars.slice(0, 3));
      expect(await store().read(slug)).toEqual(harbourCars.slice(0, 3));
    });

    it('replaces the whole snapshot on each write', async () => {
      const slug = newSlug();
      await store().write(slug, harbourCars.slice(0, 3));
      await store().write(slug, harbourCars.slice(3, 4));
      expect((await store().read(slug))?.map((car) => car.id)).toEqual([harbourCars[3]!.id]);
      await store().write(slug, []);
      expect(await store().read(slug)).toEqual([]);
    });

    it('keeps each site’s snapshot to itself', async () => {
      const [harbour, outback] = [newSlug(), newSlug()];
      await store().write(harbour, harbourCars);
      await store().write(outback, outbackCars);
      expect(await store().read(harbour)).toEqual(harbourCars);
      expect(await store().read(outback)).toEqual(outbackCars);
    });

    it('tells a watcher which site changed, for each write after it started', async () => {
      const [first, second] = [newSlug(), newSlug()];
      const changed: string[] = [];
      const watcher = await store().watch((slug) => void changed.push(slug));
      try {
        await store().write(first, harbourCars.slice(0, 1));
        await eventually(() => changed.includes(first));
        await store().write(second, outbackCars.slice(0, 1));
        await eventually(() => changed.includes(second));
        const before = changed.length;
        await store().write(first, harbourCars.slice(0, 2));
        await eventually(() => changed.length > before && changed.at(-1) === first);
      } finally {
        await watcher.close();
      }
      const afterClose = changed.length;
      await store().write(first, harbourCars.slice(0, 3));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(changed).toHaveLength(afterClose);
    });

    it('tells every watcher, as every replica must hear of an import', async () => {
      const slug = newSlug();
      const heard = [[], []] as string[][];
      const watchers = await Promise.all(
        heard.map((list) => store().watch((changedSlug) => void list.push(changedSlug))),
      );
      try {
        await store().write(slug, harbourCars.slice(0, 1));
        await eventually(() => heard.every((list) => list.includes(slug)));
      } finally {
        await Promise.all(watchers.map((watcher) => watcher.close()));
      }
    });
  });
}
