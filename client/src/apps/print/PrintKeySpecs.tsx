import { formatEngineSize } from '@forecourt/schema/units/format-units';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  PrintKeySpecs_car$data,
  PrintKeySpecs_car$key,
} from '../../__generated__/PrintKeySpecs_car.graphql';
import { formatKm } from '../../components/cars/format-km';

interface Spec {
  label: string;
  value: string | null | undefined;
}

const countOrNull = (n: number | null | undefined) => (n == null ? null : String(n));

/** The facts a shopper compares on paper, and the numbers the dealer needs to find the car. */
function keySpecs(car: PrintKeySpecs_car$data): Spec[] {
  return [
    { label: 'Odometer', value: formatKm(car.km) },
    { label: 'Transmission', value: car.transmission },
    { label: 'Fuel', value: car.fuel },
    { label: 'Body', value: car.body },
    { label: 'Drive', value: car.drive },
    {
      label: 'Engine',
      value: formatEngineSize(car.variant.engineSizeLitres, car.variant.engineSizeCc),
    },
    { label: 'Colour', value: car.colour },
    { label: 'Seats', value: countOrNull(car.seats) },
    { label: 'Doors', value: countOrNull(car.doors) },
    { label: 'Stock number', value: car.stockNumber },
    { label: 'VIN', value: car.vin },
    { label: 'Rego', value: car.regPlate },
  ];
}

/** Key specs as label and value pairs; a spec the vehicle lacks leaves no empty row. */
export function PrintKeySpecs({ car }: { car: PrintKeySpecs_car$key }) {
  const data = useFragment(
    graphql`
      fragment PrintKeySpecs_car on Car {
        km
        transmission
        fuel
        body
        drive
        variant {
          engineSizeLitres
          engineSizeCc
        }
        colour
        seats
        doors
        stockNumber
        vin
        regPlate
      }
    `,
    car,
  );
  return (
    <dl className="print-sheet__specs">
      {keySpecs(data).map(
        ({ label, value }) =>
          value && (
            <div className="print-sheet__spec" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
