import { graphql, useFragment } from 'react-relay/hooks';
import type { CarStructuredData_car$key } from '../../../__generated__/CarStructuredData_car.graphql';
import { usePageOrigin } from '../../../routing/page-origin';
import { scriptSafeJson } from '../../../script-safe-json';
import { breadcrumbJsonLd, carJsonLd, offerPriceOf } from './car-structured-data';

/** The vehicle and its breadcrumb trail as JSON-LD, for search engines. */
export function CarStructuredData({ car: carKey }: { car: CarStructuredData_car$key }) {
  const car = useFragment(
    graphql`
      fragment CarStructuredData_car on Car {
        name
        make
        model
        year
        km
        vin
        colour
        body
        fuel
        transmission
        carType
        itemType
        status
        price
        priceDisplay {
          kind
          amount
        }
        path
        images {
          url
        }
        breadcrumbs {
          label
          path
        }
      }
    `,
    carKey,
  );
  const origin = usePageOrigin();
  const data = [
    carJsonLd(
      {
        name: car.name,
        make: car.make,
        model: car.model,
        year: car.year,
        km: car.km,
        vin: car.vin,
        colour: car.colour,
        body: car.body,
        fuel: car.fuel,
        transmission: car.transmission,
        carType: car.carType,
        itemType: car.itemType,
        status: car.status,
        offerPrice: offerPriceOf(
          { kind: car.priceDisplay.kind, amount: car.priceDisplay.amount },
          car.price,
        ),
        path: car.path,
        imageUrls: car.images.map((image) => image.url),
      },
      origin,
    ),
    breadcrumbJsonLd(
      car.breadcrumbs.map((crumb) => ({ label: crumb.label, path: crumb.path })),
      origin,
    ),
  ];
  return (
    <script
      type="application/ld+json"
      // The JSON is escaped by scriptSafeJson, so it cannot end the element early.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}
