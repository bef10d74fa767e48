/**
 * A least-recently-used cache bounded by the bytes it holds rather than by a count: resized
 * images range from a few kilobytes to a few hundred, so a count says little about memory.
 * A Map keeps insertion order, so re-inserting on a hit makes its first key the oldest.
 */
export class ByteLru<V extends { byteLength: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Keeps `value` unless it alone is larger than the whole budget; evicts the oldest to fit. */
  set(key: string, value: V): void {
    this.delete(key);
    if (value.byteLength > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.byteLength;
    }
  }

  delete(key: string): void {
    const existing = this.#entries.get(key);
    if (existing === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= existing.byteLength;
  }
}
