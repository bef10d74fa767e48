import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AccountFavourites_viewer$key } from '../../__generated__/AccountFavourites_viewer.graphql';
import type { AccountFavourites_site$key } from '../../__generated__/AccountFavourites_site.graphql';
import { useSavedCars } from '../../saved-cars/useSavedCars';
import { BrowserFavouriteCards } from './BrowserFavouriteCards';
import { encodeCarIdAsEntry } from './favourite-entry';
import { FavouriteCard } from './FavouriteCard';
import { FavouritesEmpty } from './FavouritesEmpty';
import { GoneFavourite } from './GoneFavourite';

/** Cards in the first screenful load their photo at once. */
const EAGER_CARDS = 3;

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * A signed-in shopper's favourites, from their account with the page. Once the page runs, the
 * account's list may have changed under it (the browser's favourites merged in at sign-in, a
 * heart tapped here): the cards then follow the list as it now is.
 */
export function AccountFavourites({
  viewer,
  site,
  siteSlug,
  vehicles,
}: {
  viewer: AccountFavourites_viewer$key;
  site: AccountFavourites_site$key;
  siteSlug: string;
  vehicles: string;
}) {
  const { savedCars } = useFragment(
    graphql`
      fragment AccountFavourites_viewer on Viewer {
        savedCars(list: FAVOURITES) {
          carId
          car {
            ...FavouriteCard_car
          }
        }
      }
    `,
    viewer,
  );
  const siteData = useFragment(
    graphql`
      fragment AccountFavourites_site on Site {
        ...FavouriteCard_site
        ...BrowserFavouriteCards_site
      }
    `,
    site,
  );
  // The cars as the page's own query loaded them, each with all its card needs. The account's
  // lists, reloaded by the saved-cars store, land on the same field with only their names and
  // photos: a card drawn from them read a price that was not there.
  const [pageSavedCars] = useState(savedCars);
  const favourites = useSavedCars('favourites', siteSlug);
  const renderedIds = pageSavedCars.map((saved) => saved.carId);
  const currentIds = favourites.entries.map((entry) => entry.id);
  if (favourites.synced && !sameIds(renderedIds, currentIds)) {
    return favourites.entries.length === 0 ? (
      <FavouritesEmpty vehicles={vehicles} />
    ) : (
      <Suspense fallback={<p className="favourites__placeholder">Loading your favourites…</p>}>
        <BrowserFavouriteCards entries={favourites.entries} site={siteData} siteSlug={siteSlug} />
      </Suspense>
    );
  }
  if (pageSavedCars.length === 0) return <FavouritesEmpty vehicles={vehicles} />;
  return (
    <ul className="results-grid favourites__list">
      {pageSavedCars.map((saved, i) => (
        <li key={saved.carId}>
          {saved.car ? (
            <FavouriteCard car={saved.car} site={siteData} eager={i < EAGER_CARDS} />
          ) : (
            <GoneFavourite entry={encodeCarIdAsEntry(saved.carId)} siteSlug={siteSlug} />
          )}
        </li>
      ))}
    </ul>
  );
}
