import {
  PRINT_PAGE_SPECS,
  sheetSpecs,
  type SheetSpec,
} from '@forecourt/schema/print/vehicle-sheet-content';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  PrintKeySpecs_car$data,
  PrintKeySpecs_car$key,
} from '../../__generated__/PrintKeySpecs_car.graphql';

/** The facts a shopper compares on paper, and the numbers the dealer needs to find the car. */
function keySpecs(car: PrintKeySpecs_car$data): SheetSpec[] {
  const facts = {
    km: car.km,
    transmission: car.transmission,
    fuel: car.fuel,
    body: car.body,
    drive: car.drive,
    engineSizeLitres: car.variant.engineSizeLitres,
    engineSizeCc: car.variant.engineSizeCc,
    colour: car.colour,
    seats: car.seats,
    doors: car.doors,
    stockNumber: car.stockNumber,
    vin: car.vin,
    regPlate: car.regPlate,
  };
  return sheetSpecs(facts, PRINT_PAGE_SPECS);
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
      {keySpecs(data).map(({ label, value }) => (
        <div className="print-sheet__spec" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
