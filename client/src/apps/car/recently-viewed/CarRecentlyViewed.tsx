import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarRecentlyViewed_car$key } from '../../../__generated__/CarRecentlyViewed_car.graphql';
import type { CarRecentlyViewed_site$key } from '../../../__generated__/CarRecentlyViewed_site.graphql';
import { RecentlyViewedVehicles } from '../../../components/recently-viewed/RecentlyViewedVehicles';
import { recentlyViewedStoreFor } from '../../../recently-viewed/useRecentlyViewed';

/**
 * The vehicle page's part of the shopper's history: the vehicle is recorded as viewed once the
 * page is in the browser (effects never run on the server), and the strip below lists the others
 * the shopper viewed before.
 */
export function CarRecentlyViewed({
  car,
  site,
}: {
  car: CarRecentlyViewed_car$key;
  site: CarRecentlyViewed_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment CarRecentlyViewed_car on Car {
        id
        stockNumber
        make
        model
        bodyConfiguration
        body
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment CarRecentlyViewed_site on Site {
        slug
        ...RecentlyViewedVehicles_site
      }
    `,
    site,
  );
  const { id, stockNumber, make, model, bodyConfiguration, body } = data;
  const { slug } = siteData;
  useEffect(() => {
    recentlyViewedStoreFor(slug).record({
      id,
      stockNumber,
      make,
      model,
      body: bodyConfiguration ?? null,
      simpleBody: body ?? null,
    });
  }, [slug, id, stockNumber, make, model, bodyConfiguration, body]);
  return <RecentlyViewedVehicles site={siteData} excludeId={id} />;
}
