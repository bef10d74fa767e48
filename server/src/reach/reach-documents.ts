import type { Site } from '@forecourt/tenants/site';

/**
 * The generated sitemaps and feeds, kept per site and origin. Building one reads the site's whole
 * stock, so it is built once and reused until the stock changes: `invalidate(site)` is called when
 * this process learns of a change (an import, a reservation; see StockGenerations in response-cache/), and an
 * entry older than `maxAgeMs` is rebuilt anyway, for changes it is not told of (an import into
 * Meilisearch by another process, a car reaching the end of its sold window). Requests arriving
 * while a document is built share that build.
 *
 * The entries are bounded without an eviction policy: a site has a fixed set of documents, and
 * the origins are the hosts the registry serves it on (its domains and `<slug>.localhost`), each
 * over http or https.
 */

/** How long a built document is served at most before it is built again. */
export const REACH_DOCUMENT_MAX_AGE_MS = 10 * 60_000;

interface Entry {
  builtAt: number;
  value: Promise<unknown>;
}

export class ReachDocuments {
  readonly #entries = new Map<string, Entry>();
  readonly #maxAgeMs: number;
  readonly #clock: () => number;

  constructor({
    maxAgeMs = REACH_DOCUMENT_MAX_AGE_MS,
    clock = Date.now,
  }: { maxAgeMs?: number; clock?: () => number } = {}) {
    this.#maxAgeMs = maxAgeMs;
    this.#clock = clock;
  }

  /** The document `name` of the site at `origin`, built with `build` when none is current. */
  get<T>(site: Site, origin: string, name: string, build: () => Promise<T>): Promise<T> {
    const key = `${site.config.slug}\n${origin}\n${name}`;
    const cached = this.#entries.get(key);
    if (cached && this.#clock() - cached.builtAt < this.#maxAgeMs)
      return cached.value as Promise<T>;
    const value = build();
    const entry = { builtAt: this.#clock(), value };
    this.#entries.set(key, entry);
    // A failed build is not kept: the next request tries again.
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  /** Forget every document of the site: the next request builds it from the stock as it is. */
  invalidate(site: Site): void {
    const prefix = `${site.config.slug}\n`;
    for (const key of [...this.#entries.keys()]) {
      if (key.startsWith(prefix)) this.#entries.delete(key);
    }
  }
}
