import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SortSelect_site$key } from '../../__generated__/SortSelect_site.graphql';
import { useSearchNavigation } from './search-navigation';
import { sortOptionName } from '@forecourt/schema/search/search-vocabulary';
import type { SortOptionName } from '../../search-url/search-state';
import { setSort } from '../../search-url/search-state-updates';
import { SearchUrlForm } from './SearchUrlForm';
import { NEAREST } from '../../search-url/near-postcode';
import './sort-select.css';

/** What a shopper reads for each sort order. */
export const SORT_LABELS: Readonly<Record<SortOptionName, string>> = {
  mostRelevant: 'Most relevant',
  latest: 'Latest',
  highestPrice: 'Price: high to low',
  lowestPrice: 'Price: low to high',
  lowestKm: 'Kilometres: low to high',
  highestKm: 'Kilometres: high to low',
  newestYear: 'Year: newest first',
  oldestYear: 'Year: oldest first',
  nearest: 'Nearest first',
};

/** Fallback when the site names a sort this client doesn't know. */
const FALLBACK_SORT: SortOptionName = 'mostRelevant';

const isSortOptionName = (name: string): name is SortOptionName => name in SORT_LABELS;

/** The URL parameter a sort travels in (see searchStateToUrl). */
const SORT_PARAM = 'sortBy';

/**
 * The "Sort by" menu of the site's sort orders; choosing one re-sorts from page 1. A native
 * select: the browser gives it keyboard, touch and screen reader support without a library.
 * Without JavaScript it is a GET form with a "Sort" button, loading the same URL.
 */
export function SortSelect({ site }: { site: SortSelect_site$key }) {
  const { search } = useFragment(
    graphql`
      fragment SortSelect_site on Site {
        search {
          sortOptions
          defaultSort
        }
      }
    `,
    site,
  );
  const { state, go, urlOf } = useSearchNavigation();
  const selectId = useId();
  const siteOptions: SortOptionName[] = search.sortOptions
    .map((option) => sortOptionName(option))
    .filter((option) => option !== null);
  // Nearest first measures from the shopper's postcode: offered once there is one.
  const options: SortOptionName[] = state.postcode ? [...siteOptions, NEAREST] : siteOptions;
  const value = state.sortBy ?? sortOptionName(search.defaultSort) ?? FALLBACK_SORT;

  return (
    <SearchUrlForm
      className="sort-select"
      // The sort comes after every filter in a search URL, and a new sort starts at page 1.
      url={urlOf({ ...state, sortBy: null, page: 1 })}
      replaced={[SORT_PARAM]}
      submitLabel="Sort"
      onSubmit={() => go(setSort(state, value))}
    >
      <label htmlFor={selectId} className="sort-select__label">
        Sort by
      </label>
      <select
        id={selectId}
        name={SORT_PARAM}
        className="sort-select__control"
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (isSortOptionName(next)) go(setSort(state, next));
        }}
      >
        {/* The chosen sort is always offered, even if the site no longer lists it. */}
        {(options.includes(value) ? options : [value, ...options]).map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </SearchUrlForm>
  );
}
