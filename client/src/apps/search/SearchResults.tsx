import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SearchResults_search$key } from '../../__generated__/SearchResults_search.graphql';
import type { SearchResults_site$key } from '../../__generated__/SearchResults_site.graphql';
import { CarCard } from '../../components/cars/CarCard';
import { distanceAwayText } from '../../search-url/near-postcode';
import {
  tilePositions,
  type SearchPromoTiles,
} from '../../components/promotions/useSearchPromoTiles';

/** Cards that are in the first screenful load their photo at once; the rest lazily. */
export const EAGER_CARDS = 3;

/**
 * The last cards (two rows of the desktop grid, several screens on a phone) are laid out at once
 * too: a jump to the foot of the results (the End key, a link to the pages below) then lands among
 * cards with their real heights, and nothing moves under the pointer as skipped cards come near.
 */
export const LAST_CARDS_LAID_OUT = 6;

/** Whether the card at `index` of `count` is laid out only once it comes near the screen. */
const laidOutNearScreen = (index: number, count: number) =>
  index >= EAGER_CARDS && index < count - LAST_CARDS_LAID_OUT;

export function SearchResults({
  search,
  site,
  promoTiles,
}: {
  search: SearchResults_search$key;
  site: SearchResults_site$key;
  /** Promo tiles to set among the cards (spec 2 §9); none when absent. */
  promoTiles?: SearchPromoTiles;
}) {
  const { edges } = useFragment(
    graphql`
      fragment SearchResults_search on CarSearchConnection {
        edges {
          node {
            id
            distanceKm
            ...CarCard_car
          }
        }
      }
    `,
    search,
  );
  const siteData = useFragment(
    graphql`
      fragment SearchResults_site on Site {
        ...CarCard_site
      }
    `,
    site,
  );
  const tiles = promoTiles?.tiles ?? [];
  const after = tilePositions(edges.length, tiles.length, promoTiles?.every ?? 1);
  return (
    <ul className="results-grid">
      {edges.map(({ node }, i) => (
        <Fragment key={node.id}>
          {/* The cards between the first screenful and the last rows are laid out only near it. */}
          <li className={laidOutNearScreen(i, edges.length) ? 'renders-near-screen' : undefined}>
            <CarCard car={node} site={siteData} eager={i < EAGER_CARDS} priority={i === 0} />
            {node.distanceKm != null && (
              <p className="results-grid__distance">{distanceAwayText(node.distanceKm)}</p>
            )}
          </li>
          {tiles
            .filter((_, n) => after[n] === i)
            .map((tile) => (
              <li key={`promo-${tile.id}`} className="results-grid__promo">
                {tile.tile}
              </li>
            ))}
        </Fragment>
      ))}
    </ul>
  );
}
