import MiniSearch from 'minisearch';
import type { StockDocument } from '../../../stock/stock-document.js';
import { TEXT_SEARCH_FIELDS } from '../../../stock/stock-search.port.js';

/** Share of a word's letters that may be wrong ("corola" finds Corolla). */
const FUZZINESS = 0.2;
/**
 * Recent queries whose scores are kept: a shopper refines the same words with filters and pages,
 * and the fuzzy lookup is the costly part of such a search.
 */
const RECENT_QUERIES = 16;

/**
 * Fuzzy, prefix-matching full-text search over a site's cars (MiniSearch). Every word of the query
 * must match (AND), each in any field.
 */
export class TextIndex {
  readonly #index = new MiniSearch<StockDocument>({
    fields: [...TEXT_SEARCH_FIELDS],
    idField: 'id',
    storeFields: [],
    searchOptions: { fuzzy: FUZZINESS, prefix: true, combineWith: 'AND' },
  });
  readonly #recent = new Map<string, Float64Array>();

  add(docs: readonly StockDocument[]): void {
    this.#index.addAll(docs);
    this.#recent.clear();
  }

  /**
   * Score per document position (0: no match), positions from the car id. The array may be shared
   * with later calls: read it, never write it.
   */
  scores(text: string, positionOf: ReadonlyMap<string, number>, size: number): Float64Array {
    const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
    let scores = this.#recent.get(key);
    if (scores) {
      this.#recent.delete(key);
    } else {
      scores = new Float64Array(size);
      for (const result of this.#index.search(key)) {
        const position = positionOf.get(result.id as string);
        if (position !== undefined) scores[position] = result.score;
      }
      if (this.#recent.size >= RECENT_QUERIES) {
        this.#recent.delete(this.#recent.keys().next().value!);
      }
    }
    this.#recent.set(key, scores);
    return scores;
  }
}
