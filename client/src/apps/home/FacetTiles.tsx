import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../routing/Link';
import type { FacetTiles_search$key } from '../../__generated__/FacetTiles_search.graphql';
import {
  EMPTY_SEARCH_STATE,
  searchStateToUrl,
  type SortOptionName,
} from '../../search-url/search-state';
import { toggleRefinement } from '../../search-url/search-state-updates';

/** Spec 2 §2: make and body tiles link to /search/{slug}; a price band's "View cars" sorts by price, highest first. */
export function FacetTiles({ search }: { search: FacetTiles_search$key }) {
  const { facets } = useFragment(
    graphql`
      fragment FacetTiles_search on CarSearchConnection {
        facets {
          attribute
          label
          filterField
          popular {
            value
            label
            count
          }
          values {
            value
            label
            count
          }
        }
      }
    `,
    search,
  );
  const make = facets.find((f) => f.attribute === 'MAKE');
  const body = facets.find((f) => f.attribute === 'BODY');
  const priceRange = facets.find((f) => f.attribute === 'PRICE_RANGE');
  // The same URL rules as the search page: one make or body is a path of its own.
  const pageOf = (field: string, value: string, sortBy: SortOptionName | null = null) =>
    searchStateToUrl(
      { ...toggleRefinement(EMPTY_SEARCH_STATE, field, value), sortBy },
      { defaultSort: 'mostRelevant' },
    );
  return (
    <>
      {make && make.popular.length > 0 && (
        <section className="facet-tiles renders-near-screen" aria-labelledby="tiles-make">
          <h2 id="tiles-make">Browse by make</h2>
          <ul>
            {make.popular.map((value) => (
              <li key={value.value}>
                <Link className="facet-tile" to={pageOf(make.filterField, value.value)}>
                  {value.label} <span className="facet-tile__count">{value.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {body && body.values.length > 0 && (
        <section className="facet-tiles renders-near-screen" aria-labelledby="tiles-body">
          <h2 id="tiles-body">Browse by body type</h2>
          <ul>
            {body.values.map((value) => (
              <li key={value.value}>
                <Link className="facet-tile" to={pageOf(body.filterField, value.value)}>
                  {value.label} <span className="facet-tile__count">{value.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {priceRange && priceRange.values.length > 0 && (
        <section className="facet-tiles renders-near-screen" aria-labelledby="tiles-price">
          <h2 id="tiles-price">Browse by price</h2>
          <ul>
            {priceRange.values.map((value) => (
              <li key={value.value} className="facet-tile">
                <span>
                  {value.label} <span className="facet-tile__count">{value.count}</span>
                </span>
                <Link
                  to={pageOf(priceRange.filterField, value.value, 'highestPrice')}
                  aria-label={`View cars ${value.label}`}
                >
                  View cars
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
