import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { BrowserFavouritesQuery } from '../../__generated__/BrowserFavouritesQuery.graphql';
import type { BrowserFavouriteCards_site$key } from '../../__generated__/BrowserFavouriteCards_site.graphql';
import type { SavedCarEntry } from '../../saved-cars/saved-cars-store';
import { FavouriteCard } from './FavouriteCard';
import { GoneFavourite } from './GoneFavourite';

/** Cards in the first screenful load their photo at once. */
const EAGER_CARDS = 3;

/** Favourites known by their entries, as cards with the cars' current data (loaded here). */
export function BrowserFavouriteCards({
  entries,
  site,
  siteSlug,
}: {
  entries: readonly SavedCarEntry[];
  site: BrowserFavouriteCards_site$key;
  siteSlug: string;
}) {
  const siteData = useFragment(
    graphql`
      fragment BrowserFavouriteCards_site on Site {
        ...FavouriteCard_site
      }
    `,
    site,
  );
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
              <FavouriteCard car={car} site={siteData} eager={i < EAGER_CARDS} />
            ) : (
              <GoneFavourite entry={entry} siteSlug={siteSlug} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
