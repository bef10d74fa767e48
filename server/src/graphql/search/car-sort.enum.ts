import type { SortOption } from '@forecourt/tenants/settings/search-settings.schema';
import { builder } from '../../builder.js';

const SORT_DESCRIPTIONS: Record<SortOption, [name: string, description: string]> = {
  mostRelevant: [
    'MOST_RELEVANT',
    'Best match for the query words; otherwise the dealer’s ranking.',
  ],
  latest: ['LATEST', 'Most recently listed first.'],
  highestPrice: ['HIGHEST_PRICE', 'Highest price first.'],
  lowestPrice: ['LOWEST_PRICE', 'Lowest price first (some sites leave out unpriced vehicles).'],
  lowestKm: ['LOWEST_KM', 'Fewest kilometres first.'],
  highestKm: ['HIGHEST_KM', 'Most kilometres first.'],
  newestYear: ['NEWEST_YEAR', 'Newest model year first.'],
  oldestYear: ['OLDEST_YEAR', 'Oldest model year first.'],
};

/** GraphQL name of a sort option, e.g. lowestPrice → LOWEST_PRICE. */
export const sortEnumName = (option: SortOption): string => SORT_DESCRIPTIONS[option][0];

export const CarSortEnum = builder.enumType('CarSort', {
  description: 'Orders of search results; a site offers the ones in `site.sortOptions`.',
  values: Object.fromEntries(
    Object.entries(SORT_DESCRIPTIONS).map(([value, [name, description]]) => [
      name,
      { value: value as SortOption, description },
    ]),
  ),
});
