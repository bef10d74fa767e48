import { TRADE_IN_PATH } from '@forecourt/schema/leads/lead-routes';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from '../../routing/Link';
import { useLoaderData, useLocation } from '../../routing/router-hooks';
import type { TradeInPageQuery } from '../../__generated__/TradeInPageQuery.graphql';
import { TradeInLeadFlow } from './trade-in/TradeInLeadFlow';
import { TradeInContactBlock } from './trade-in/TradeInContactBlock';
import { TradeInFaq } from './trade-in/TradeInFaq';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { vehicleTypeInSentence } from '@forecourt/schema/labels/vehicle-type-label';
import './lead-pages.css';

/**
 * The trade-in form's pages (spec 2 §2): /trade-in (sell your car), /sell-my-car, and
 * /cars/trade-in?car_id= (towards one of the site's vehicles, which the page names).
 */
export function TradeInPage() {
  const { queryRef } = useLoaderData() as RelayRouteData<TradeInPageQuery>;
  const { site, carByInternalId: car } = usePreloadedQuery<TradeInPageQuery>(
    graphql`
      query TradeInPageQuery($carId: String!, $withCar: Boolean!) {
        site {
          name
          slug
          labels {
            vehicleType
            tradeInButton
          }
          ...TradeInLeadFlow_site
          leadForm(form: TRADE_IN) {
            ...TradeInLeadFlow_settings
          }
          tradeIn {
            ...TradeInLeadFlow_tradeIn
            ...TradeInFaq_tradeIn
          }
          ...TradeInContactBlock_site
        }
        carByInternalId(internalId: $carId) @include(if: $withCar) {
          internalId
          name
          path
        }
      }
    `,
    queryRef,
  );
  const { pathname } = useLocation();
  const type = vehicleTypeInSentence(site.labels.vehicleType);
  // Only a vehicle of this site: the API finds no other.
  const heading = pathname === TRADE_IN_PATH ? `Sell your ${type}` : `Trade in your ${type}`;
  return (
    <section className="lead-page">
      <PageHead
        title={`${heading} | ${site.name}`}
        description={`Get a valuation of your ${type} from ${site.name}: tell us how to reach you and we'll be in touch.`}
      />
      <h1 className="lead-page__title">{heading}</h1>
      {car && (
        <p className="lead-page__car">
          Trading in towards the <Link to={car.path}>{car.name}</Link>
        </p>
      )}
      <p className="lead-page__intro">
        Leave your details and we'll get back to you with a valuation of your {type}.
      </p>
      <TradeInLeadFlow
        key={car?.internalId ?? ''}
        site={site}
        settings={site.leadForm}
        tradeIn={site.tradeIn}
        siteSlug={site.slug}
        carId={car?.internalId ?? null}
        title="Your details"
        submitLabel={site.labels.tradeInButton}
        success={car ? { back: { path: car.path, label: `Back to ${car.name}` } } : undefined}
      />
      <TradeInFaq tradeIn={site.tradeIn} />
      <TradeInContactBlock site={site} />
    </section>
  );
}
