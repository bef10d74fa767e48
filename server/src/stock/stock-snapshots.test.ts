import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harbourCars } from './testing/fixture-sites.js';
import {
  readStockSnapshot,
  resolveDataDir,
  stockSnapshotDir,
  stockSnapshotPath,
  watchStockSnapshots,
  writeStockSnapshot,
} from './stock-snapshots.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'snapshots-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('stock snapshots', () => {
  it('reads back what was written, and null for a site without one', async () => {
    const cars = harbourCars.slice(0, 3);
    await writeStockSnapshot(dataDir, 'harbour-motors', cars);
    expect(await readStockSnapshot(dataDir, 'harbour-motors')).toEqual(cars);
    expect(await readStockSnapshot(dataDir, 'other-site')).toBeNull();
    // Written through a temporary file that is renamed: nothing else is left in the folder.
    expect(await readdir(stockSnapshotDir(dataDir))).toEqual(['harbour-motors.json']);
  });

  it('replaces an earlier snapshot', async () => {
    await writeStockSnapshot(dataDir, 'harbour-motors', harbourCars.slice(0, 3));
    await writeStockSnapshot(dataDir, 'harbour-motors', harbourCars.slice(3, 4));
    expect((await readStockSnapshot(dataDir, 'harbour-motors'))?.map((car) => car.id)).toEqual([
      harbourCars[3]!.id,
    ]);
  });

  it('checks the cars again when reading, naming the file and the field', async () => {
    const file = await writeStockSnapshot(dataDir, 'harbour-motors', harbourCars.slice(0, 2));
    const snapshot = JSON.parse(await readFile(file, 'utf8')) as { cars: { price: unknown }[] };
    snapshot.cars[1]!.price = 'free';
    await writeFile(file, JSON.stringify(snapshot));
    await expect(readStockSnapshot(dataDir, 'harbour-motors')).rejects.toThrow(
      /harbour-motors\.json: cars\.1\.price: /,
    );
    await writeFile(file, '{ not json');
    await expect(readStockSnapshot(dataDir, 'harbour-motors')).rejects.toThrow(/not valid JSON/);
  });

  it('refuses a slug that is not a site slug', () => {
    expect(() => stockSnapshotPath(dataDir, '../etc')).toThrow(/slug/);
  });

  it('resolves the data dir from the repository root, not the working directory', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(resolveDataDir({})).toBe(path.join(root, '.data'));
    expect(resolveDataDir({ FORECOURT_DATA_DIR: 'var/data' })).toBe(path.join(root, 'var/data'));
    expect(resolveDataDir({ FORECOURT_DATA_DIR: dataDir })).toBe(dataDir);
  });

  it('tells a watcher which site changed, once per burst of writes', async () => {
    const changed: string[] = [];
    const watcher = await watchStockSnapshots(dataDir, (slug) => void changed.push(slug), {
      debounceMs: 200,
    });
    try {
      await writeStockSnapshot(dataDir, 'harbour-motors', harbourCars.slice(0, 1));
      await writeStockSnapshot(dataDir, 'harbour-motors', harbourCars.slice(0, 2));
      await expect.poll(() => changed, { timeout: 2000 }).toEqual(['harbour-motors']);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(changed).toEqual(['harbour-motors']);
    } finally {
      watcher.close();
    }
  });
});
