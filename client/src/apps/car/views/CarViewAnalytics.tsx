import { graphql, useFragment } from 'react-relay/hooks';
import type { CarViewAnalytics_car$key } from '../../../__generated__/CarViewAnalytics_car.graphql';
import { trackMetaPixel } from '../../../analytics/meta-pixel';
import { useOncePerView } from '../../../analytics/useOncePerView';
import { vehiclePixelData } from '../../../analytics/vehicle-pixel-data';
import { useRecordCarView } from './useRecordCarView';

/**
 * What a vehicle page's view records, once per page load: the view count (and, for a used
 * vehicle, the server's detail-view event 4), and the pixel's ViewContent with the vehicle's
 * catalogue fields (sent only on a site with a pixel).
 */
export function CarViewAnalytics({ car }: { car: CarViewAnalytics_car$key }) {
  const data = useFragment(
    graphql`
      fragment CarViewAnalytics_car on Car {
        id
        internalId
        make
        model
        year
        carType
        certified
        colour
        transmission
        body
        fuel
        drive
        price
        km
        location {
          address {
            postcode
          }
        }
      }
    `,
    car,
  );
  useRecordCarView(data.id);
  useOncePerView(data.id, () =>
    trackMetaPixel(
      'ViewContent',
      vehiclePixelData({
        internalId: data.internalId,
        make: data.make,
        model: data.model,
        year: data.year,
        carType: data.carType,
        certified: data.certified,
        colour: data.colour,
        transmission: data.transmission,
        body: data.body,
        fuel: data.fuel,
        drive: data.drive,
        price: data.price,
        km: data.km,
        postcode: data.location.address.postcode,
      }),
    ),
  );
  return null;
}
