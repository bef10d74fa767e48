import * as Select from '@radix-ui/react-select';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SortSelect_site$key } from '../__generated__/SortSelect_site.graphql';
import { useSearchNavigation } from './search-navigation';
import { sortOptionName, type SortOptionName } from './search-state';
import { setSort } from './search-state-updates';

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
};

/** Fallback when the site names a sort this client doesn't know. */
const FALLBACK_SORT: SortOptionName = 'mostRelevant';

const isSortOptionName = (name: string): name is SortOptionName => name in SORT_LABELS;

/** The "Sort by" menu of the site's sort orders; choosing one re-sorts from page 1. */
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
  const { state, go } = useSearchNavigation();
  const triggerId = useId();
  const options = search.sortOptions
    .map((option) => sortOptionName(option))
    .filter((option) => option !== null);
  const value = state.sortBy ?? sortOptionName(search.defaultSort) ?? FALLBACK_SORT;

  return (
    <div className="sort-select">
      <label htmlFor={triggerId} className="sort-select__label">
        Sort by
      </label>
      <Select.Root
        value={value}
        onValueChange={(next) => {
          if (isSortOptionName(next)) go(setSort(state, next));
        }}
      >
        <Select.Trigger id={triggerId} className="sort-select__trigger">
          {/* The label is given here so the server HTML already shows it. */}
          <Select.Value>{SORT_LABELS[value]}</Select.Value>
          <Select.Icon className="sort-select__icon" />
        </Select.Trigger>
        {/* Rendered in place (no portal) so it keeps the site's theme properties. */}
        <Select.Content position="popper" sideOffset={4} className="sort-select__content">
          <Select.Viewport className="sort-select__viewport">
            {options.map((option) => (
              <Select.Item key={option} value={option} className="sort-select__item">
                <Select.ItemText>{SORT_LABELS[option]}</Select.ItemText>
                <Select.ItemIndicator className="sort-select__check" aria-hidden="true">
                  ✓
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Root>
    </div>
  );
}
