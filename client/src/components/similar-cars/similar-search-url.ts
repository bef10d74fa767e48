import {
  EMPTY_SEARCH_STATE,
  searchStateToUrl,
  type SortOptionName,
} from '../../search-url/search-state';
import { setRange, toggleRefinement } from '../../search-url/search-state-updates';

/** What the site counts as similar (`Site.similarVehiclesMatch`). */
export type SimilarMatch = 'MAKE_MODEL' | 'CAR_TYPE_BODY';

export interface SimilarSearchCar {
  make: string;
  model: string;
  carType: string;
  body?: string | null;
  similarPriceBand?: { min: number; max: number } | null;
}

/**
 * Spec 2 §8: when the similar-vehicles strip has nothing to show, or cannot load, it links to the
 * search for the same vehicles instead: the same make and model (or car type and body, as the
 * site matches them) within the same price band, at the search page's own URL.
 */
export function similarSearchUrl(
  car: SimilarSearchCar,
  match: SimilarMatch,
  defaultSort: SortOptionName,
): string {
  const refinements: [string, string | null | undefined][] =
    match === 'CAR_TYPE_BODY'
      ? [
          ['carType', car.carType],
          ['body', car.body],
        ]
      : [
          ['make', car.make],
          ['model', car.model],
        ];
  let state = refinements.reduce(
    (next, [field, value]) => (value ? toggleRefinement(next, field, value) : next),
    EMPTY_SEARCH_STATE,
  );
  if (car.similarPriceBand) state = setRange(state, 'price', car.similarPriceBand);
  return searchStateToUrl(state, { defaultSort });
}
