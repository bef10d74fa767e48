import { SORTS, type SortOption } from '@forecourt/schema/search/search-vocabulary';
import { builder } from '../../builder.js';
import type { StockSort } from '../../stock/stock-search.port.js';

const SORT_DESCRIPTIONS: Record<SortOption, string> = {
  mostRelevant: 'Best match for the query words; otherwise the dealer’s ranking.',
  latest: 'Most recently listed first.',
  highestPrice: 'Highest price first.',
  lowestPrice: 'Lowest price first (some sites leave out unpriced vehicles).',
  lowestKm: 'Fewest kilometres first.',
  highestKm: 'Most kilometres first.',
  newestYear: 'Newest model year first.',
  oldestYear: 'Oldest model year first.',
};

/** Not a site setting: offered on every site whenever the search names a postcode. */
const NEAREST = {
  NEAREST: {
    value: 'nearest',
    description:
      'Nearest to `filters.near.postcode` first (straight line), ties by the dealer’s ranking; needs `filters.near`.',
  },
};

export const CarSortEnum = builder.enumType('CarSort', {
  description:
    'Orders of search results; a site offers the ones in `site.sortOptions`, and NEAREST with a postcode.',
  values: {
    ...Object.fromEntries<{ value: StockSort; description: string }>(
      SORTS.map(({ name, enumName }) => [
        enumName,
        { value: name, description: SORT_DESCRIPTIONS[name] },
      ]),
    ),
    ...NEAREST,
  },
});
