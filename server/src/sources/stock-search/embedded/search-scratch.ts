import type { SiteIndex } from './site-index.js';

/**
 * Working arrays of one search, one car per element. A search runs start to end without yielding,
 * so each site index reuses one set instead of allocating ~0.5 MB per search at 50k cars.
 */
export interface SearchScratch {
  /** Filter groups a car fails (OUT_OF_BASE when outside scope, text or price rule). */
  failures: Uint8Array;
  /** The group a car failed, when it failed exactly one. */
  failedGroup: Uint8Array;
  hits: Int32Array;
  /** Cars that failed exactly one group, grouped by that group. */
  misses: Int32Array;
}

const scratches = new WeakMap<SiteIndex, SearchScratch>();

export function scratchFor(index: SiteIndex): SearchScratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const size = index.docs.length;
    scratch = {
      failures: new Uint8Array(size),
      failedGroup: new Uint8Array(size),
      hits: new Int32Array(size),
      misses: new Int32Array(size),
    };
    scratches.set(index, scratch);
  }
  return scratch;
}
