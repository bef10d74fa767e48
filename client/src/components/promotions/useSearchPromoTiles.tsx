import { graphql, useFragment } from 'react-relay/hooks';
import type { ReactNode } from 'react';
import type { useSearchPromoTiles_landing$key } from '../../__generated__/useSearchPromoTiles_landing.graphql';
import type { useSearchPromoTiles_site$key } from '../../__generated__/useSearchPromoTiles_site.graphql';
import { PromoTile } from './PromoTile';
import { usePromotionSchedule } from './usePromotionSchedule';

const NO_TILES = [] as const;

export interface SearchPromoTiles {
  /** A tile follows every this many result cards. */
  every: number;
  /** The tiles, in order, at most the site's promotions.searchTiles. */
  tiles: { id: string; tile: ReactNode }[];
}

/**
 * The promo tiles of a search page: the server chose them for the car types of the results (the
 * shopper's filter, else the path's), upcoming ones included; this keeps those within their dates
 * on the browser's clock, and the site's number of them. Uses the page query's $filters.
 */
export function useSearchPromoTiles(
  landing: useSearchPromoTiles_landing$key | null,
  site: useSearchPromoTiles_site$key,
): SearchPromoTiles {
  const landingData = useFragment(
    graphql`
      fragment useSearchPromoTiles_landing on SearchLanding {
        promoTiles(filters: $filters, includeUpcoming: true) {
          internalID
          ...usePromotionSchedule_promotions
          ...PromoTile_promotion
        }
      }
    `,
    landing,
  );
  const promoTiles = landingData?.promoTiles ?? NO_TILES;
  const siteData = useFragment(
    graphql`
      fragment useSearchPromoTiles_site on Site {
        ...usePromotionSchedule_site
        promotionSettings {
          searchTiles
          searchTileEvery
        }
      }
    `,
    site,
  );
  const order = usePromotionSchedule(promoTiles, siteData);
  const byId = new Map(promoTiles.map((tile) => [tile.internalID, tile]));
  const tiles = order.slice(0, siteData.promotionSettings.searchTiles).flatMap((id) => {
    const promotion = byId.get(id);
    return promotion ? [{ id, tile: <PromoTile promotion={promotion} /> }] : [];
  });
  return { every: siteData.promotionSettings.searchTileEvery, tiles };
}

/**
 * Where tiles go among `cardCount` result cards: the index of the card each follows (the n-th
 * tile after card n × every), or after the last card when the page is shorter than that.
 */
export function tilePositions(cardCount: number, tileCount: number, every: number): number[] {
  return Array.from({ length: tileCount }, (_, n) =>
    Math.max(0, Math.min((n + 1) * every, cardCount) - 1),
  );
}
