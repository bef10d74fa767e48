import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { CheckoutJourneyPageQuery } from '../../__generated__/CheckoutJourneyPageQuery.graphql';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { CheckoutJourney } from './CheckoutJourney';
import '../../components/leads/lead-form.css';
import './checkout-journey.css';

/**
 * /checkout-journey?car_id={slug} (spec 1 §2): buying one vehicle online, step by step. The
 * server renders the step the shopper is at (their account's journey, or this browser's), so a
 * reload or another device signed in to the same account carries on where they left off.
 */
export function CheckoutJourneyPage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<CheckoutJourneyPageQuery>;
  const { site, checkoutJourney } = usePreloadedQuery<CheckoutJourneyPageQuery>(
    graphql`
      query CheckoutJourneyPageQuery($carSlug: String!) {
        site {
          name
          ...CheckoutJourney_site
        }
        checkoutJourney(carSlug: $carSlug) {
          path
          car {
            name
          }
          ...CheckoutJourney_journey
        }
      }
    `,
    queryRef,
  );
  if (notFound || !checkoutJourney) return <NotFoundPage />;
  const carName = checkoutJourney.car.name;
  return (
    <div className="checkout-journey-page">
      <PageHead
        title={`Buy ${carName} online | ${site.name}`}
        description={`Buy the ${carName} online from ${site.name}: your details, trade-in, finance, delivery and deposit.`}
        canonicalPath={checkoutJourney.path}
      />
      <h1 className="checkout-journey-page__title">Buy online: {carName}</h1>
      <CheckoutJourney journey={checkoutJourney} site={site} />
    </div>
  );
}
