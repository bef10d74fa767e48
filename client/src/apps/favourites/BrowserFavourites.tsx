import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { BrowserFavouritesQuery } from '../../__generated__/BrowserFavouritesQuery.graphql';
import type { FavouriteCard_site$key } from '../../__generated__/FavouriteCard_site.graphql';
import { useHydrated } from '../../shell/useHydrated';
import { useSavedCars } from '../../saved-cars/useSavedCars';
import type { SavedCarEntry } from '../../saved-cars/saved-cars-store';
import { FavouriteCard } from './FavouriteCard';
import { FavouritesEmpty } from './FavouritesEmpty';
import { GoneFavourite } from './GoneFavourite';

/** Cards in the first screenful load their photo at once. */
const EAGER_CARDS = 3;
/** The most favourites the page asks the site for at once (as many as an account keeps). */
const MAX_SHOWN = 100;

/**
 * A visitor's favourites, kept in this browser: the server cannot know them, so it renders a
 * placeholder of the list's place (and a word for a browser without JavaScript) and the cards
 * load after the page has started.
 */
export function BrowserFavourites({
  site,
  siteSlug,
  vehicles,
}: {
  site: FavouriteCard_site$key;
  siteSlug: string;
  vehicles: string;
}) {
  const hydrated = useHydrated();
  const { entries } = useSavedCars('favourites', siteSlug);
  if (!hydrated) {
    return (
      <div className="favourites__placeholder">
        <p>Loading your favourites…</p>
        <noscript>
          <p>{`Your favourites are kept in this browser: turn on JavaScript to see them, or sign in to keep them with your account.`}</p>
        </noscript>
      </div>
    );
  }
  if (entries.length === 0) return <FavouritesEmpty vehicles={vehicles} />;
  return (
    <Suspense fallback={<p className="favourites__placeholder">Loading your favourites…</p>}>
      <BrowserFavouriteCards
        entries={entries.slice(0, MAX_SHOWN)}
        site={site}
        siteSlug={siteSlug}
      />
    </Suspense>
  );
}

function BrowserFavouriteCards({
  entries,
  site,
  siteSlug,
}: {
  entries: readonly SavedCarEntry[];
  site: FavouriteCard_site$key;
  siteSlug: string;
}) {
  const { nodes } = useLazyLoadQuery<BrowserFavouritesQuery>(
    graphql`
      query BrowserFavouritesQuery($ids: [ID!]!) {
        nodes(ids: $ids) {
          ...FavouriteCard_car @alias(as: "car")
        }
      }
    `,
    { ids: entries.map((entry) => entry.id) },
  );
  return (
    <ul className="results-grid favourites__list">
      {entries.map((entry, i) => {
        const car = nodes[i]?.car;
        return (
          <li key={entry.id}>
            {car ? (
              <FavouriteCard car={car} site={site} eager={i < EAGER_CARDS} />
            ) : (
              <GoneFavourite entry={entry} siteSlug={siteSlug} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
