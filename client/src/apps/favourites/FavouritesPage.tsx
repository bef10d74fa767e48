import { encodeCarIdAsEntry } from './favourite-entry';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { FavouritesPageQuery } from '../../__generated__/FavouritesPageQuery.graphql';
import { PageHead } from '../../routing/PageHead';
import { FAVOURITES_PATH } from '../../saved-cars/favourites-path';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { BrowserFavourites } from './BrowserFavourites';
import { FavouriteCard } from './FavouriteCard';
import { FavouritesEmpty } from './FavouritesEmpty';
import { GoneFavourite } from './GoneFavourite';
import './favourites-page.css';

/** Cards in the first screenful load their photo at once. */
const EAGER_CARDS = 3;

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
          ...FavouriteCard_site
        }
        viewer {
          savedCars(list: FAVOURITES) {
            carId
            car {
              ...FavouriteCard_car
            }
          }
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
      ) : viewer.savedCars.length === 0 ? (
        <FavouritesEmpty vehicles={vehicles} />
      ) : (
        <ul className="results-grid favourites__list">
          {viewer.savedCars.map((saved, i) => (
            <li key={saved.carId}>
              {saved.car ? (
                <FavouriteCard car={saved.car} site={site} eager={i < EAGER_CARDS} />
              ) : (
                <GoneFavourite entry={encodeCarIdAsEntry(saved.carId)} siteSlug={site.slug} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
