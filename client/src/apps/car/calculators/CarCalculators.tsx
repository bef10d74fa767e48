import { graphql, useFragment } from 'react-relay/hooks';
import type { CarCalculators_car$key } from '../../../__generated__/CarCalculators_car.graphql';
import type { CarCalculators_site$key } from '../../../__generated__/CarCalculators_site.graphql';
import { DeliveryCalculator } from './DeliveryCalculator';
import { FuelCalculator } from './FuelCalculator';
import './calculators.css';

/**
 * The vehicle page's calculators slot: each calculator is its own component with its own
 * fragment, switched on by the site's features.
 */
export function CarCalculators(props: {
  car: CarCalculators_car$key;
  site: CarCalculators_site$key;
}) {
  const car = useFragment(
    graphql`
      fragment CarCalculators_car on Car {
        ...FuelCalculator_car
        ...DeliveryCalculator_car
      }
    `,
    props.car,
  );
  const site = useFragment(
    graphql`
      fragment CarCalculators_site on Site {
        features {
          fuelCalculator
        }
        deliveryAvailable
      }
    `,
    props.site,
  );
  if (!site.features.fuelCalculator && !site.deliveryAvailable) return null;
  return (
    <div className="car-calculators renders-near-screen">
      {site.features.fuelCalculator && <FuelCalculator car={car} />}
      {site.deliveryAvailable && <DeliveryCalculator car={car} />}
    </div>
  );
}
