import type { Site } from '@forecourt/tenants/site';
import { ByteLru } from '../media/byte-lru.js';
import type { StockGenerations } from './stock-generations.js';

/**
 * A kind of answer the cache keeps (pages, GraphQL results): its name starts the keys of its
 * answers, so two kinds never share a key and an answer is read back as the kind it was kept as.
 */
export interface AnswerKind<T> {
  readonly name: string;
  /** What an answer holds in memory, in bytes, for the budget. */
  bytesOf(answer: T): number;
}

interface Entry {
  answer: unknown;
  /** The site object it was made for: a reloaded site's settings are a new object. */
  site: Site;
  generation: number;
  storedAt: number;
  /** When it stops holding (AnswerLifetime), if before its times run out. */
  until: number | undefined;
  byteLength: number;
}

export interface ResponseCacheOptions {
  /** The bound on the answers kept, in bytes (as their kinds count them). */
  maxBytes: number;
  /** How long an answer is fresh: served as it is, whatever else happens. */
  ttlMs: number;
  /**
   * How long after that `read` still finds it, as stale: served once more while a new one is made
   * (a CDN's stale-while-revalidate). 0 (the default) keeps nothing past `ttlMs`.
   */
  staleMs?: number;
  generations: StockGenerations;
  clock?: () => number;
}

/** An answer `read` found, whether it is past its `ttlMs` (stale), and when it stops holding. */
export interface FoundAnswer<T> {
  answer: T;
  stale: boolean;
  until: number | undefined;
}

/**
 * The in-process cache of anonymous answers, bounded in bytes, each fresh for `ttlMs` and found
 * as stale for `staleMs` after. An answer, fresh or stale, is served only while its site is the
 * same object (settings not reloaded) and its stock generation has not moved (no import or
 * reservation change since): the key names the site, the check makes an answer of older stock
 * unreachable at once.
 */
export class ResponseCache {
  readonly #entries: ByteLru<Entry>;
  readonly #ttlMs: number;
  readonly #staleMs: number;
  readonly #generations: StockGenerations;
  readonly #clock: () => number;

  constructor({
    maxBytes,
    ttlMs,
    staleMs = 0,
    generations,
    clock = Date.now,
  }: ResponseCacheOptions) {
    this.#entries = new ByteLru(maxBytes);
    this.#ttlMs = ttlMs;
    this.#staleMs = staleMs;
    this.#generations = generations;
    this.#clock = clock;
  }

  /** The cache's clock (epoch milliseconds): what answers' times are counted on. */
  now(): number {
    return this.#clock();
  }

  /** The site's current generation: take it before making an answer, give it to `set`. */
  generationOf(site: Site): number {
    return this.#generations.of(site);
  }

  /** The answer kept under `key` while it is fresh. */
  get<T>(kind: AnswerKind<T>, site: Site, key: string): T | undefined {
    const found = this.read(kind, site, key);
    return found && !found.stale ? found.answer : undefined;
  }

  /** The answer kept under `key`, fresh or stale. */
  read<T>(kind: AnswerKind<T>, site: Site, key: string): FoundAnswer<T> | undefined {
    const full = keyOf(kind, site, key);
    const entry = this.#entries.get(full);
    if (!entry) return undefined;
    const now = this.#clock();
    const age = now - entry.storedAt;
    if (
      entry.site !== site ||
      entry.generation !== this.#generations.of(site) ||
      age >= this.#ttlMs + this.#staleMs ||
      (entry.until !== undefined && now >= entry.until)
    ) {
      this.#entries.delete(full);
      return undefined;
    }
    // The kind's name is part of the key: only an answer of this kind is kept under it.
    return { answer: entry.answer as T, stale: age >= this.#ttlMs, until: entry.until };
  }

  /**
   * Keeps `answer`, made at `generation` (taken before it was made), and found neither fresh nor
   * stale from `until` (epoch milliseconds) on, when given.
   */
  set<T>(
    kind: AnswerKind<T>,
    site: Site,
    key: string,
    generation: number,
    answer: T,
    until?: number,
  ): void {
    if (generation !== this.#generations.of(site)) return;
    this.#entries.set(keyOf(kind, site, key), {
      answer,
      site,
      generation,
      storedAt: this.#clock(),
      until,
      byteLength: kind.bytesOf(answer) + 2 * key.length + ENTRY_OVERHEAD,
    });
  }

  get bytes(): number {
    return this.#entries.bytes;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** What an entry costs besides its strings (objects, the map's slot), roughly. */
const ENTRY_OVERHEAD = 200;

const keyOf = <T>(kind: AnswerKind<T>, site: Site, key: string) =>
  `${site.config.slug}\n${kind.name}\n${key}`;
