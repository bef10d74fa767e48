import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { CarEnquiryPanelQuery } from '../../__generated__/CarEnquiryPanelQuery.graphql';
import { useLoaderData } from '../../routing/router-hooks';
import type { CarPageQuery } from '../../__generated__/CarPageQuery.graphql';
import { CarDistance } from './info/CarDistance';
import { CarEnquirySection } from './enquiry/CarEnquirySection';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { CarCalculators } from './calculators/CarCalculators';
import { CarBreadcrumbs } from './info/CarBreadcrumbs';
import { CarDisclaimers } from './info/CarDisclaimers';
import { CarFeatures } from './info/CarFeatures';
import { CarKeyInformation } from './info/CarKeyInformation';
import { CarLocationBar } from './info/CarLocationBar';
import { CarSpecifications } from './info/CarSpecifications';
import { CarTrustBadges } from './info/CarTrustBadges';
import { DealerComments } from './info/DealerComments';
import { CarMedia } from './media/CarMedia';
import { PriceGauge } from './price-gauge/PriceGauge';
import { CarStructuredData } from './seo/CarStructuredData';
import { CarSidebar } from './sidebar/CarSidebar';
import { StickyCarHeader } from './sidebar/StickyCarHeader';
import { SimilarCarsStrip } from '../../components/similar-cars/SimilarCarsStrip';
import { SoldPanel } from './sold/SoldPanel';
import { CarViewAnalytics } from './views/CarViewAnalytics';
import { CarRecentlyViewed } from './recently-viewed/CarRecentlyViewed';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { carPageDescription } from './car-page-description';
import './car-page.css';
import { HydratedApart } from '../../shell/HydratedApart';

/** The vehicle page at /cars/{slug}: it only lays out the panels, each reading its own fragment. */
export function CarPage() {
  const { queryRef, notFound, panelRefs } = useLoaderData() as RelayRouteData<CarPageQuery>;
  const { site, car } = usePreloadedQuery<CarPageQuery>(
    graphql`
      query CarPageQuery($slug: String!, $postcode: String!, $withPostcode: Boolean!) {
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
          ...CarRecentlyViewed_site
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
          primaryImage {
            url
            width
            height
            alt
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
          ...CarViewAnalytics_car
          ...CarRecentlyViewed_car
          ...CarDistance_car @arguments(postcode: $postcode, withPostcode: $withPostcode)
        }
      }
    `,
    queryRef,
  );
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
        type="product"
        siteName={site.name}
        image={
          car.primaryImage && {
            url: car.primaryImage.url,
            width: car.primaryImage.width,
            height: car.primaryImage.height,
            alt: car.primaryImage.alt,
          }
        }
      />
      <CarStructuredData car={car} />
      <CarViewAnalytics car={car} />
      <CarLocationBar car={car} site={site} />
      <CarBreadcrumbs car={car} />
      <div className="car-page__layout">
        <div className="car-page__media">
          <HydratedApart>
            <CarMedia car={car} site={site} />
          </HydratedApart>
        </div>
        <aside className="car-page__sidebar" aria-label="Vehicle summary">
          {/* Keyed by vehicle: going from one vehicle page to another starts afresh. */}
          <SoldPanel key={car.id} car={car} site={site} />
          <CarSidebar car={car} site={site} />
          <CarDistance car={car} />
        </aside>
        <div className="car-page__details">
          <HydratedApart>
            <CarTrustBadges car={car} />
            <CarKeyInformation car={car} />
            <CarSpecifications car={car} />
            <CarFeatures car={car} />
            <DealerComments car={car} site={site} />
            <PriceGauge car={car} />
          </HydratedApart>
          <HydratedApart>
            <CarCalculators car={car} site={site} />
          </HydratedApart>
          <CarEnquirySection
            key={car.id}
            car={car}
            preloaded={panelRefs.enquiry as PreloadedQuery<CarEnquiryPanelQuery> | undefined}
          />
          <CarDisclaimers site={site} />
        </div>
      </div>
      <SimilarCarsStrip key={car.id} car={car} site={site} />
      {/* Last: it appears after hydration, below everything the shopper is reading. */}
      <CarRecentlyViewed car={car} site={site} />
      <StickyCarHeader car={car} site={site} />
    </article>
  );
}
