import { sortOptionName } from '@forecourt/schema/search/search-vocabulary';
import { ALL_STOCK_PATH } from '@forecourt/schema/search/search-routes';
import { formatCount } from '@forecourt/schema/numbers/format-count';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { SpecialOffersPageQuery } from '../../__generated__/SpecialOffersPageQuery.graphql';
import { CarCard } from '../../components/cars/CarCard';
import { PromoSlider } from '../../components/promotions/PromoSlider';
import { PromoTile } from '../../components/promotions/PromoTile';
import { usePromotionSchedule } from '../../components/promotions/usePromotionSchedule';
import { Link } from '../../routing/Link';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { EMPTY_SEARCH_STATE, searchStateToUrl } from '../../search-url/search-state';
import './special-offers-page.css';

/** Cards in the first screenful load their photo at once. */
const EAGER_CARDS = 3;

/**
 * /special-offers (spec 1 §2: the empty search's default way back): the site's offers, featured
 * ones (with a position) in the slider and the rest as tiles, then the cars on special (the
 * site's offer tags). A site without promotions still lists its stock here, so the page is
 * never empty and never a 404.
 */
export function SpecialOffersPage() {
  const { queryRef } = useLoaderData() as RelayRouteData<SpecialOffersPageQuery>;
  const { site } = usePreloadedQuery<SpecialOffersPageQuery>(
    graphql`
      query SpecialOffersPageQuery {
        site {
          name
          labels {
            vehicleType
          }
          search {
            defaultSort
          }
          ...usePromotionSchedule_site
          ...PromoSlider_site
          ...CarCard_site
          promotions(placement: SPECIAL_OFFERS, includeUpcoming: true) {
            internalID
            position
            ...usePromotionSchedule_promotions
            ...PromoSlider_promotions
            ...PromoTile_promotion
          }
          specialOffers {
            tags
            onSpecial
            totalCount
            cars {
              id
              ...CarCard_car
            }
          }
        }
      }
    `,
    queryRef,
  );
  const order = usePromotionSchedule(site.promotions, site);
  const byId = new Map(site.promotions.map((promotion) => [promotion.internalID, promotion]));
  const shown = order.flatMap((id) => byId.get(id) ?? []);
  // Featured: the positioned cards (they come first), else the first card.
  const positioned = shown.filter((promotion) => promotion.position != null);
  const featured = positioned.length > 0 ? positioned : shown.slice(0, 1);
  const tiles = shown.slice(featured.length);

  const { tags, onSpecial, cars, totalCount } = site.specialOffers;
  const vehicles = `${site.labels.vehicleType.toLowerCase()}s`;
  const defaultSort = sortOptionName(site.search.defaultSort) ?? 'mostRelevant';
  const allCarsPath = onSpecial
    ? searchStateToUrl({ ...EMPTY_SEARCH_STATE, refinements: { tag: tags } }, { defaultSort })
    : ALL_STOCK_PATH;

  return (
    <div className="special-offers">
      <PageHead
        title={`Special offers | ${site.name}`}
        description={`Current offers and ${vehicles} on special at ${site.name}.`}
        canonicalPath="/special-offers"
      />
      <h1>Special offers</h1>
      {featured.length > 0 && (
        <PromoSlider
          promotions={site.promotions}
          site={site}
          order={featured.map((promotion) => promotion.internalID)}
          label="Featured offers"
          priority
        />
      )}
      {tiles.length > 0 && (
        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading">More offers</h2>
          <ul className="special-offers__tiles">
            {tiles.map((promotion) => (
              <li key={promotion.internalID}>
                <PromoTile promotion={promotion} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {shown.length === 0 && (
        <p className="special-offers__none">
          {`There are no offers on right now; here is ${onSpecial ? 'what is on special' : 'our stock'}.`}
        </p>
      )}
      <section aria-labelledby="cars-heading">
        <h2 id="cars-heading">
          {onSpecial ? `${site.labels.vehicleType}s on special` : `Our ${vehicles}`}
        </h2>
        {cars.length > 0 ? (
          <ul className="results-grid">
            {cars.map((car, i) => (
              <li key={car.id}>
                <CarCard car={car} site={site} eager={i < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{`No ${vehicles} are listed right now.`}</p>
        )}
        <p className="special-offers__more">
          <Link className="button button--primary" to={allCarsPath}>
            {onSpecial
              ? `See all ${formatCount(totalCount)} ${vehicles} on special`
              : `See all our ${vehicles}`}
          </Link>
        </p>
      </section>
    </div>
  );
}
