import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { BrandsPageQuery } from '../../__generated__/BrandsPageQuery.graphql';
import { BrandGrids } from '../../components/brands/BrandGrids';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import './brands-page.css';

/** /brands: every brand grid of the site (a group shows car, motorcycle, truck and its own). */
export function BrandsPage() {
  const { queryRef } = useLoaderData() as RelayRouteData<BrandsPageQuery>;
  const { site } = usePreloadedQuery<BrandsPageQuery>(
    graphql`
      query BrandsPageQuery {
        site {
          name
          brandGrids {
            __typename
          }
          ...BrandGrids_site
        }
      }
    `,
    queryRef,
  );
  return (
    <div className="brands-page">
      <PageHead
        title={`Our brands | ${site.name}`}
        description={`The brands ${site.name} sells and services.`}
        canonicalPath="/brands"
      />
      <h1>Our brands</h1>
      {site.brandGrids.length === 0 ? (
        <p>No brands to show just now.</p>
      ) : (
        <BrandGrids site={site} />
      )}
    </div>
  );
}
