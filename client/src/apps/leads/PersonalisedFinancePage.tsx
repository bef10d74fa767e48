import {
  personalisedFinanceHref,
  type FinanceQuery,
} from '@forecourt/schema/leads/finance-query-params';
import type { LeadCarType } from '@forecourt/schema/leads/lead-car-types';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PersonalisedFinancePageQuery } from '../../__generated__/PersonalisedFinancePageQuery.graphql';
import { FinanceEnquiryForm } from '../../components/leads/FinanceEnquiryForm';
import { Link } from '../../routing/Link';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import './lead-pages.css';

/**
 * /personalised/finance?car_id={slug} (spec 2 §2): the finance enquiry about one vehicle with an
 * NVIC, on sites that offer it; the vehicle, its type and its price travel with the enquiry.
 * Any other vehicle (or none) is not found.
 */
export function PersonalisedFinancePage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<PersonalisedFinancePageQuery>;
  const { site, car } = usePreloadedQuery<PersonalisedFinancePageQuery>(
    graphql`
      query PersonalisedFinancePageQuery($slug: String!, $withCar: Boolean!) {
        site {
          name
          slug
          labels {
            approvalText
          }
          leadForm(form: FINANCE_ENQUIRY) {
            ...FinanceEnquiryForm_settings
          }
        }
        car(slug: $slug) @include(if: $withCar) {
          internalId
          slug
          name
          path
          carType
          price
          hasPersonalisedFinance
        }
      }
    `,
    queryRef,
  );
  if (notFound || !car?.hasPersonalisedFinance) return <NotFoundPage what="vehicle" />;
  const query: FinanceQuery = {
    carId: car.internalId,
    carType: car.carType.toLowerCase() as LeadCarType,
    ...(car.price > 0 ? { vehiclePriceBudget: car.price } : {}),
  };
  return (
    <section className="lead-page">
      <PageHead
        title={`Finance for the ${car.name} | ${site.name}`}
        description={`Ask ${site.name} about finance tailored to the ${car.name}.`}
        canonicalPath={personalisedFinanceHref(car.slug)}
      />
      <h1 className="lead-page__title">Personalised finance</h1>
      <p className="lead-page__car">
        Finance for the <Link to={car.path}>{car.name}</Link>
      </p>
      <p className="lead-page__intro">
        Tell us how to reach you and our finance team will come back with a quote for this vehicle.
      </p>
      <FinanceEnquiryForm
        key={car.internalId}
        settings={site.leadForm}
        siteSlug={site.slug}
        query={query}
        title={site.labels.approvalText}
        success={{ back: { path: car.path, label: `Back to ${car.name}` } }}
      />
    </section>
  );
}
