import { graphql, useFragment } from 'react-relay/hooks';
import type { CarKeySpecs_car$key } from '../../../__generated__/CarKeySpecs_car.graphql';
import { formatKm } from '../../../components/cars/format-km';
import { SpecIcon, type SpecIconKind } from './SpecIcon';
import './car-key-specs.css';

/** The row of key specs under the price: kilometres, transmission, fuel and body. */
export function CarKeySpecs({ car }: { car: CarKeySpecs_car$key }) {
  const data = useFragment(
    graphql`
      fragment CarKeySpecs_car on Car {
        km
        transmission
        fuel
        body
      }
    `,
    car,
  );
  const specs: { kind: SpecIconKind; label: string; text: string | null | undefined }[] = [
    { kind: 'odometer', label: 'Odometer', text: formatKm(data.km) },
    { kind: 'transmission', label: 'Transmission', text: data.transmission },
    { kind: 'fuel', label: 'Fuel', text: data.fuel },
    { kind: 'body', label: 'Body', text: data.body },
  ];
  return (
    <ul className="car-key-specs" aria-label="Key specifications">
      {specs.map(
        ({ kind, label, text }) =>
          text && (
            <li key={kind} className="car-key-specs__item">
              <SpecIcon kind={kind} />
              <span className="visually-hidden">{label}: </span>
              <span>{text}</span>
            </li>
          ),
      )}
    </ul>
  );
}
