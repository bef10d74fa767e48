import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ContactLocationPageQuery } from '../../__generated__/ContactLocationPageQuery.graphql';
import { HolidayHours } from '../../components/locations/HolidayHours';
import { LocationCard } from '../../components/locations/LocationCard';
import { LocationHours } from '../../components/locations/LocationHours';
import { HERO_MAP_HEIGHT, LocationsMap } from '../../components/locations/map/LocationsMap';
import { LocationReviews } from '../../components/locations/LocationReviews';
import { ReviewSummary } from '../../components/locations/ReviewSummary';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import './contact-location-page.css';

/**
 * /contact-us/{slug} (spec 2 §2): the hero (map on the left, the location's card on the right),
 * the detail panel (address, directions, review summary), the week's hours with the department
 * dropdown, the holiday hours, and the reviews.
 */
export function ContactLocationPage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<ContactLocationPageQuery>;
  const { site } = usePreloadedQuery<ContactLocationPageQuery>(
    graphql`
      query ContactLocationPageQuery($slug: String!, $department: LocationType) {
        site {
          name
          ...LocationCard_site
          ...HolidayHours_site
          ...LocationReviews_site
          locationDisplay {
            directionsInNewTab
            mapStyleUrl
          }
          locationBySlug(slug: $slug) {
            id
            name
            contactPath
            address {
              street
              city
              state
              postcode
              latitude
              longitude
            }
            directionsUrl
            ...LocationCard_location
            ...LocationHours_location @arguments(department: $department)
            ...HolidayHours_location
            ...ReviewSummary_location
            ...LocationReviews_location
          }
        }
      }
    `,
    queryRef,
  );
  const location = site.locationBySlug;
  if (notFound || !location) return <NotFoundPage what="location" />;
  const { address } = location;
  const newTab = site.locationDisplay.directionsInNewTab;
  const department = queryRef.variables.department ?? null;

  return (
    <div className="contact-location">
      <PageHead
        title={`${location.name} | Contact us | ${site.name}`}
        description={`Opening hours, phone, address and directions for ${location.name}, ${address.street}, ${address.city} ${address.state}.`}
      />
      <section className="contact-location__hero" aria-label={`${location.name} at a glance`}>
        <div className="contact-location__map">
          <LocationsMap
            points={[
              {
                id: location.id,
                name: location.name,
                latitude: address.latitude,
                longitude: address.longitude,
                href: location.contactPath,
              },
            ]}
            height={HERO_MAP_HEIGHT}
            styleUrl={site.locationDisplay.mapStyleUrl}
          />
        </div>
        <div className="contact-location__card">
          <LocationCard location={location} site={site} headingLevel={1} />
        </div>
      </section>
      <div className="contact-location__details">
        <section className="contact-location__panel" aria-labelledby="contact-location-visit">
          <h2 id="contact-location-visit" className="contact-location__heading">
            Visit us
          </h2>
          <address className="contact-location__address">
            {address.street}
            <br />
            {address.city}, {address.state} {address.postcode}
          </address>
          <a
            className="contact-location__directions"
            href={location.directionsUrl}
            {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
          >
            Directions to {location.name}
            {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
          </a>
          <ReviewSummary location={location} />
        </section>
        <div className="contact-location__panel">
          <LocationHours location={location} department={department} />
          <HolidayHours location={location} site={site} />
        </div>
      </div>
      <LocationReviews location={location} site={site} />
    </div>
  );
}
