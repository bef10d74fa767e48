import { formatAuDate, formatEngineSize } from '@forecourt/schema/units/format-units';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  CarKeyInformation_car$data,
  CarKeyInformation_car$key,
} from '../../../__generated__/CarKeyInformation_car.graphql';
import { formatKm } from '../../../components/cars/format-km';
import { CollapseToggle } from './CollapseToggle';
import { InfoList, withValues, type InfoItem } from './InfoList';
import './vehicle-info.css';

/** Spec 1 §4: the key-information block shows its first 4 items until "Show More". */
export const KEY_INFORMATION_VISIBLE = 4;

const dateOrNull = (date: string | null | undefined) => (date ? formatAuDate(date) : null);
const countOrNull = (n: number | null | undefined) => (n == null ? null : String(n));

/** The key facts the vehicle has, in the order shoppers look for them. */
function keyInformationItems(car: CarKeyInformation_car$data): InfoItem[] {
  return withValues([
    { label: 'Odometer', value: formatKm(car.km) },
    { label: 'Transmission', value: car.transmission ?? null },
    { label: 'Fuel', value: car.fuel ?? null },
    { label: 'Body', value: car.body ?? null },
    { label: 'Drive', value: car.drive ?? null },
    { label: 'Colour', value: car.colour ?? null },
    { label: 'Interior colour', value: car.interiorColour ?? null },
    { label: 'Seats', value: countOrNull(car.seats) },
    { label: 'Doors', value: countOrNull(car.doors) },
    {
      label: 'Engine',
      value: formatEngineSize(car.variant.engineSizeLitres, car.variant.engineSizeCc),
    },
    { label: 'Stock number', value: car.stockNumber },
    { label: 'VIN', value: car.vin ?? null },
    { label: 'Rego', value: car.regPlate ?? null },
    { label: 'Rego expiry', value: dateOrNull(car.regoExpiry) },
    { label: 'Build date', value: dateOrNull(car.buildDate) },
    { label: 'Compliance date', value: dateOrNull(car.complianceDate) },
  ]);
}

/** Key information: odometer, drivetrain, colours, identifiers and dates of the vehicle. */
export function CarKeyInformation({ car }: { car: CarKeyInformation_car$key }) {
  const data = useFragment(
    graphql`
      fragment CarKeyInformation_car on Car {
        km
        transmission
        fuel
        body
        drive
        colour
        interiorColour
        seats
        doors
        variant {
          engineSizeLitres
          engineSizeCc
        }
        stockNumber
        vin
        regPlate
        regoExpiry
        buildDate
        complianceDate
      }
    `,
    car,
  );
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const items = keyInformationItems(data);
  const collapsible = items.length > KEY_INFORMATION_VISIBLE;
  const shown = expanded ? items : items.slice(0, KEY_INFORMATION_VISIBLE);

  return (
    <section className="vehicle-info renders-near-screen" aria-labelledby={headingId}>
      <h2 className="vehicle-info__heading" id={headingId}>
        Key Information
      </h2>
      <InfoList id={listId} items={shown} />
      {collapsible && (
        <CollapseToggle
          expanded={expanded}
          controls={listId}
          onToggle={() => setExpanded((open) => !open)}
          showLabel="Show More"
          hideLabel="Show Less"
        />
      )}
    </section>
  );
}
