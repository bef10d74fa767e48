import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ServicePageQuery } from '../../__generated__/ServicePageQuery.graphql';
import { GeneralEnquiryForm } from '../../components/leads/GeneralEnquiryForm';
import { LocationCard } from '../../components/locations/LocationCard';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import './lead-pages.css';

/**
 * /service, "Book a Service" (spec 1 §2): the General Enquiry form with the site's service
 * category chosen, beside the site's service locations. A site that books services on the
 * manufacturer's page has none: the server sends /service there, and its links lead there.
 */
export function ServicePage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<ServicePageQuery>;
  const { site } = usePreloadedQuery<ServicePageQuery>(
    graphql`
      query ServicePageQuery {
        site {
          name
          slug
          servicePage {
            external
            category
          }
          leadForm(form: GENERAL_ENQUIRY) {
            ...GeneralEnquiryForm_settings
          }
          ...LocationCard_site
          locations(department: SERVICE) {
            id
            ...LocationCard_location
          }
        }
      }
    `,
    queryRef,
  );
  if (notFound || site.servicePage.external) return <NotFoundPage />;
  return (
    <section className="lead-page lead-page--wide">
      <PageHead
        title={`Book a Service | ${site.name}`}
        description={`Book a service with ${site.name}: tell us about your vehicle and when suits you.`}
      />
      <h1 className="lead-page__title">Book a Service</h1>
      <p className="lead-page__intro">
        Tell us your vehicle, its registration and the day that suits you, and our service team will
        confirm your booking.
      </p>
      <div className="lead-page__columns">
        <GeneralEnquiryForm
          settings={site.leadForm}
          siteSlug={site.slug}
          chosen={{ category: site.servicePage.category, draftScope: 'service' }}
          title="Service booking"
        />
        {site.locations.length > 0 && (
          <section aria-labelledby="service-locations" className="lead-page__aside">
            <h2 id="service-locations">Our service centres</h2>
            {site.locations.map((location) => (
              <LocationCard key={location.id} location={location} site={site} headingLevel={3} />
            ))}
          </section>
        )}
      </div>
    </section>
  );
}
