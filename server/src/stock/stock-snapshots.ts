import { randomUUID } from 'node:crypto';
import { watch } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { carRecordSchema, type CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { SLUG_PATTERN } from '@forecourt/tenants/slugify';

/**
 * Imported stock of the embedded default: one snapshot file per site in the data directory,
 * written by `pnpm stock:import` and read by the server at start-up (and, through the watch, while
 * it runs). With Meilisearch the index itself holds the imported stock and no snapshot is used.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_DATA_DIR_NAME = '.data';
const SNAPSHOT_FOLDER = 'stock';
const SNAPSHOT_FORMAT = 1;
/** Same rule as a site's slug, so a slug can never name a path outside the folder. */
/** An import renames one file; editors and copies may fire several events for it. */
export const SNAPSHOT_WATCH_DEBOUNCE_MS = 250;
const MAX_REPORTED_ISSUES = 5;

/** FORECOURT_DATA_DIR, or `.data` at the repository root; a relative value is from the root too. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.FORECOURT_DATA_DIR?.trim() || DEFAULT_DATA_DIR_NAME);
}

export function stockSnapshotDir(dataDir: string): string {
  return path.join(dataDir, SNAPSHOT_FOLDER);
}

export function stockSnapshotPath(dataDir: string, slug: string): string {
  if (!SLUG_PATTERN.test(slug)) throw new Error(`slug: "${slug}" is not a site slug`);
  return path.join(stockSnapshotDir(dataDir), `${slug}.json`);
}

const snapshotSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  siteSlug: z.string(),
  writtenAt: z.iso.datetime(),
  cars: z.array(carRecordSchema),
});

/** Replaces the site's snapshot; readers see the old file or the new one, never a partial one. */
export async function writeStockSnapshot(
  dataDir: string,
  slug: string,
  cars: readonly CarRecord[],
): Promise<string> {
  const file = stockSnapshotPath(dataDir, slug);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  const snapshot = {
    format: SNAPSHOT_FORMAT,
    siteSlug: slug,
    writtenAt: new Date().toISOString(),
    cars,
  };
  try {
    await writeFile(temp, JSON.stringify(snapshot));
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return file;
}

/** The site's snapshot, checked again against the car schema; null when there is none. */
export async function readStockSnapshot(
  dataDir: string,
  slug: string,
): Promise<CarRecord[] | null> {
  const file = stockSnapshotPath(dataDir, slug);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`stock snapshot ${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = snapshotSchema.safeParse(json);
  if (!parsed.success) throw snapshotError(file, parsed.error.issues);
  if (parsed.data.siteSlug !== slug) {
    throw new Error(`stock snapshot ${file}: siteSlug: "${parsed.data.siteSlug}" is not "${slug}"`);
  }
  return parsed.data.cars;
}

const snapshotCarsSchema = z.array(carRecordSchema);

/**
 * A snapshot's cars as another store kept them, checked against the car schema as a file's are
 * (a release may have changed it since the import); `where` names the snapshot in the error.
 */
export function parseSnapshotCars(cars: unknown, where: string): CarRecord[] {
  const parsed = snapshotCarsSchema.safeParse(cars);
  if (!parsed.success) throw snapshotError(where, parsed.error.issues, 'cars');
  return parsed.data;
}

function snapshotError(where: string, issues: readonly z.core.$ZodIssue[], prefix?: string) {
  const listed = issues
    .slice(0, MAX_REPORTED_ISSUES)
    .map(
      (issue) =>
        `${[...(prefix ? [prefix] : []), ...issue.path].join('.') || '(file)'}: ${issue.message}`,
    );
  return new Error(`stock snapshot ${where}: ${listed.join('; ')}; re-run pnpm stock:import`);
}

export interface StockSnapshotWatcher {
  close(): void;
}

/**
 * Calls `onChange(slug)` when a site's snapshot is written or removed, once per burst of events.
 * The folder is created when missing, so a first import is seen too.
 */
export async function watchStockSnapshots(
  dataDir: string,
  onChange: (slug: string) => void | Promise<void>,
  options: { debounceMs?: number; onError?: (error: unknown) => void } = {},
): Promise<StockSnapshotWatcher> {
  const { debounceMs = SNAPSHOT_WATCH_DEBOUNCE_MS, onError = console.error } = options;
  const dir = stockSnapshotDir(dataDir);
  await mkdir(dir, { recursive: true });
  const timers = new Map<string, NodeJS.Timeout>();
  const watcher = watch(dir, (_event, fileName) => {
    const name = fileName?.toString();
    if (!name?.endsWith('.json')) return;
    const slug = name.slice(0, -'.json'.length);
    if (!SLUG_PATTERN.test(slug)) return;
    clearTimeout(timers.get(slug));
    timers.set(
      slug,
      setTimeout(() => {
        timers.delete(slug);
        Promise.resolve()
          .then(() => onChange(slug))
          .catch(onError);
      }, debounceMs),
    );
  });
  watcher.on('error', onError);
  return {
    close() {
      watcher.close();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
