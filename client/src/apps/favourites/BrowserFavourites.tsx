import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BrowserFavourites_site$key } from '../../__generated__/BrowserFavourites_site.graphql';
import { useHydrated } from '../../shell/useHydrated';
import { useSavedCars } from '../../saved-cars/useSavedCars';
import { BrowserFavouriteCards } from './BrowserFavouriteCards';
import { FavouritesEmpty } from './FavouritesEmpty';

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
  site: BrowserFavourites_site$key;
  siteSlug: string;
  vehicles: string;
}) {
  const siteData = useFragment(
    graphql`
      fragment BrowserFavourites_site on Site {
        ...BrowserFavouriteCards_site
      }
    `,
    site,
  );
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
        site={siteData}
        siteSlug={siteSlug}
      />
    </Suspense>
  );
}
