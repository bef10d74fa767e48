import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from '../../routing/Link';
import { useLoaderData } from '../../routing/router-hooks';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { FacetTiles } from './FacetTiles';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { formatCount } from '@forecourt/schema/numbers/format-count';
import { ALL_STOCK_PATH } from '@forecourt/schema/search/search-routes';

/** The home page: the way into the stock, by make, body and price. */
export function HomePage() {
  const { queryRef } = useLoaderData() as RelayRouteData<HomePageQuery>;
  const { site, searchLanding } = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery($path: String!) {
        site {
          name
          description
        }
        searchLanding(path: $path) {
          heading
          results(first: 1) {
            totalCount
            ...FacetTiles_search
          }
        }
      }
    `,
    queryRef,
  );
  return (
    <div className="home-page">
      <PageHead title={site.name} description={site.description} canonicalPath="/" />
      <section className="home-hero">
        <h1>{site.name}</h1>
        <p>{site.description}</p>
        {searchLanding && (
          <Link className="button button--primary" to={ALL_STOCK_PATH}>
            Browse {formatCount(searchLanding.results.totalCount)}{' '}
            {searchLanding.heading.toLowerCase()}
          </Link>
        )}
      </section>
      {searchLanding && <FacetTiles search={searchLanding.results} />}
    </div>
  );
}
