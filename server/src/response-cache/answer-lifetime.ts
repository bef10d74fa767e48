/**
 * Until when the answer being made holds. Most answers hold until the stock or the settings
 * change, which the caches already see (stock-generations.ts); a value that changes by the clock
 * at a known instant (the sales counter's next sale, the end of a car's new-arrival tag) says so
 * here, and no cache keeps the answer, fresh or stale, past that instant.
 */
export class AnswerLifetime {
  #end: number | undefined;

  /** The answer holds no longer than `instant`. */
  endsBy(instant: Date): void {
    const at = instant.getTime();
    if (this.#end === undefined || at < this.#end) this.#end = at;
  }

  /** The earliest instant said (epoch milliseconds), or undefined when none was. */
  get end(): number | undefined {
    return this.#end;
  }
}
