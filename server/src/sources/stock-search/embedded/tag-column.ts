import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from '../../../stock/stock-document.js';
import { newArrivalTag, tagAfterNewArrivalStep, tagParts } from '../../../stock/car-tag.js';
import { Dictionary, NO_VALUE } from './columns.js';

/**
 * The tag facet. Its value is the tag's label as the site shows it ("New Arrival", "JUST SOLD",
 * a custom text). Everything but the new-arrival step is fixed per car, so it is precomputed;
 * the new-arrival step compares the listing time to the clock at query time, so a car stops being
 * a new arrival as days pass without re-indexing.
 */
export interface TagColumn {
  /** The tag that wins over a new arrival, or NO_VALUE. */
  leading: Uint32Array;
  /** The tag shown when the car is not a new arrival, or NO_VALUE. */
  trailing: Uint32Array;
  createdAtMs: Float64Array;
  newArrival: number;
  dictionary: Dictionary;
}

/** Filled one document at a time; labels are the site's settings at indexing time. */
export class TagColumnBuilder {
  readonly #site: Site;
  readonly #column: TagColumn;

  constructor(size: number, site: Site) {
    this.#site = site;
    const dictionary = new Dictionary();
    this.#column = {
      leading: new Uint32Array(size),
      trailing: new Uint32Array(size),
      createdAtMs: new Float64Array(size),
      newArrival: dictionary.encode(newArrivalTag(site).label),
      dictionary,
    };
  }

  set(i: number, doc: StockDocument): void {
    const { leading, trailing } = tagParts(doc, this.#site);
    const column = this.#column;
    column.leading[i] = column.dictionary.encode(leading?.label);
    column.trailing[i] = column.dictionary.encode(trailing?.label);
    column.createdAtMs[i] = doc.createdAtMs;
  }

  build(): TagColumn {
    return this.#column;
  }
}

/** The tag code of document i at nowMs (NO_VALUE when it shows no tag). */
export function tagCodeAt(tags: TagColumn, i: number, nowMs: number): number {
  const leading = tags.leading[i]!;
  return tagAfterNewArrivalStep(
    leading === NO_VALUE ? null : leading,
    tags.newArrival,
    tags.trailing[i]!,
    tags.createdAtMs[i]!,
    nowMs,
  );
}
