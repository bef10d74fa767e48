import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { WatchlistCards_site$key } from '../../__generated__/WatchlistCards_site.graphql';
import type { WatchlistCards_viewer$key } from '../../__generated__/WatchlistCards_viewer.graphql';
import { CarCard } from '../cars/CarCard';

/** Cards in the first screenful load their photo at once. */
const EAGER_CARDS = 3;

/**
 * The shopper's watchlist as cards, newest first (the /watchlist page and the garage). A card
 * taken off the list goes at once; `children` is what an empty list shows.
 */
export function WatchlistCards({
  viewer,
  site,
  children,
}: {
  viewer: WatchlistCards_viewer$key;
  site: WatchlistCards_site$key;
  children: ReactNode;
}) {
  const { watchlist } = useFragment(
    graphql`
      fragment WatchlistCards_viewer on Viewer {
        watchlist {
          id
          ...CarCard_car
        }
      }
    `,
    viewer,
  );
  const siteData = useFragment(
    graphql`
      fragment WatchlistCards_site on Site {
        ...CarCard_site
      }
    `,
    site,
  );
  if (watchlist.length === 0) return <div className="watchlist-cards__empty">{children}</div>;
  return (
    <ul className="results-grid" aria-label="Vehicles on your watchlist">
      {watchlist.map((car, i) => (
        <li key={car.id}>
          <CarCard car={car} site={siteData} eager={i < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
