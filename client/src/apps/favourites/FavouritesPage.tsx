import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { FavouritesPageQuery } from '../../__generated__/FavouritesPageQuery.graphql';
import { PageHead } from '../../routing/PageHead';
import { FAVOURITES_PATH } from '../../saved-cars/favourites-path';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { BrowserFavourites } from './BrowserFavourites';
import { AccountFavourites } from './AccountFavourites';
import './favourites-page.css';

/**
 * /favourites (spec 2 §4): the shopper's favourites as cards with the cars' current data; a sold
 * car is marked and one the site no longer lists can be taken off. A signed-in shopper's come
 * from their account with the page; a visitor's are in this browser.
 */
export function FavouritesPage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<FavouritesPageQuery>;
  const { site, viewer } = usePreloadedQuery<FavouritesPageQuery>(
    graphql`
      query FavouritesPageQuery {
        site {
          name
          slug
          features {
            favourites
          }
          labels {
            vehicleType
          }
          ...BrowserFavourites_site
          ...AccountFavourites_site
        }
        viewer {
          ...AccountFavourites_viewer
        }
      }
    `,
    queryRef,
  );
  if (notFound || !site.features.favourites) return <NotFoundPage />;
  const vehicles = `${site.labels.vehicleType.toLowerCase()}s`;

  return (
    <div className="favourites">
      <PageHead
        title={`Your favourites | ${site.name}`}
        description={`The ${vehicles} you saved at ${site.name}.`}
        canonicalPath={FAVOURITES_PATH}
      />
      <meta name="robots" content="noindex" />
      <h1>Your favourites</h1>
      {!viewer ? (
        <BrowserFavourites site={site} siteSlug={site.slug} vehicles={vehicles} />
      ) : (
        <AccountFavourites viewer={viewer} site={site} siteSlug={site.slug} vehicles={vehicles} />
      )}
    </div>
  );
}
