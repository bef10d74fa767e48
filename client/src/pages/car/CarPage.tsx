import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from '../../routing/router-hooks';
import type { CarPageQuery } from '../../__generated__/CarPageQuery.graphql';
import { CarEnquirySection } from '../../leads/CarEnquirySection';
import { PageHead } from '../../routes/PageHead';
import type { RelayRouteData } from '../../routes/relay-route-loader';
import { CarCalculators } from '../../vehicle/calculators/CarCalculators';
import { CarBreadcrumbs } from '../../vehicle/info/CarBreadcrumbs';
import { CarDisclaimers } from '../../vehicle/info/CarDisclaimers';
import { CarFeatures } from '../../vehicle/info/CarFeatures';
import { CarKeyInformation } from '../../vehicle/info/CarKeyInformation';
import { CarLocationBar } from '../../vehicle/info/CarLocationBar';
import { CarSpecifications } from '../../vehicle/info/CarSpecifications';
import { CarTrustBadges } from '../../vehicle/info/CarTrustBadges';
import { DealerComments } from '../../vehicle/info/DealerComments';
import { CarMedia } from '../../vehicle/media/CarMedia';
import { PriceGauge } from '../../vehicle/price-gauge/PriceGauge';
import { CarStructuredData } from '../../vehicle/seo/CarStructuredData';
import { CarSidebar } from '../../vehicle/sidebar/CarSidebar';
import { StickyCarHeader } from '../../vehicle/sidebar/StickyCarHeader';
import { SimilarCarsStrip } from '../../vehicle/similar/SimilarCarsStrip';
import { SoldPanel } from '../../vehicle/sold/SoldPanel';
import { useRecordCarView } from '../../vehicle/views/useRecordCarView';
import { NotFoundPage } from '../NotFoundPage';
import { carPageDescription } from './car-page-description';
import './car-page.css';

/** The vehicle page at /cars/{slug}: it only lays out the panels, each reading its own fragment. */
export function CarPage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<CarPageQuery>;
  const { site, car } = usePreloadedQuery<CarPageQuery>(
    graphql`
      query CarPageQuery($slug: String!) {
        site {
          name
          ...CarLocationBar_site
          ...CarMedia_site
          ...CarSidebar_site
          ...DealerComments_site
          ...CarCalculators_site
          ...CarDisclaimers_site
          ...StickyCarHeader_site
          ...SoldPanel_site
          ...SimilarCarsStrip_site
        }
        car(slug: $slug) {
          id
          name
          path
          km
          transmission
          fuel
          body
          priceDisplay {
            text
          }
          ...CarStructuredData_car
          ...CarLocationBar_car
          ...CarBreadcrumbs_car
          ...CarMedia_car
          ...CarTrustBadges_car
          ...CarSidebar_car
          ...CarKeyInformation_car
          ...CarSpecifications_car
          ...CarFeatures_car
          ...DealerComments_car
          ...PriceGauge_car
          ...CarCalculators_car
          ...StickyCarHeader_car
          ...SoldPanel_car
          ...SimilarCarsStrip_car
          ...CarEnquirySection_car
        }
      }
    `,
    queryRef,
  );
  useRecordCarView(car?.id ?? null);
  if (notFound || !car) return <NotFoundPage what="vehicle" />;
  return (
    <article className="car-page">
      <PageHead
        title={`${car.name} for sale | ${site.name}`}
        description={carPageDescription(
          {
            name: car.name,
            km: car.km,
            transmission: car.transmission,
            fuel: car.fuel,
            body: car.body,
            price: car.priceDisplay.text,
          },
          site.name,
        )}
        canonicalPath={car.path}
      />
      <CarStructuredData car={car} />
      <CarLocationBar car={car} site={site} />
      <CarBreadcrumbs car={car} />
      <div className="car-page__layout">
        <div className="car-page__media">
          <CarMedia car={car} site={site} />
        </div>
        <aside className="car-page__sidebar" aria-label="Vehicle summary">
          {/* Keyed by vehicle: going from one vehicle page to another starts afresh. */}
          <SoldPanel key={car.id} car={car} site={site} />
          <CarSidebar car={car} site={site} />
        </aside>
        <div className="car-page__details">
          <CarTrustBadges car={car} />
          <CarKeyInformation car={car} />
          <CarSpecifications car={car} />
          <CarFeatures car={car} />
          <DealerComments car={car} site={site} />
          <PriceGauge car={car} />
          <CarCalculators car={car} site={site} />
          <CarEnquirySection key={car.id} car={car} />
          <CarDisclaimers site={site} />
        </div>
      </div>
      <SimilarCarsStrip key={car.id} car={car} site={site} />
      <StickyCarHeader car={car} site={site} />
    </article>
  );
}
