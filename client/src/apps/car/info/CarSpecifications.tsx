import {
  feetToMetres,
  formatEngineSize,
  formatKg,
  formatLitres,
  formatLitresPer100Km,
  formatMetres,
  formatMm,
  formatNm,
} from '@forecourt/schema/units/format-units';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  CarSpecifications_car$data,
  CarSpecifications_car$key,
} from '../../../__generated__/CarSpecifications_car.graphql';
import { InfoList, withValues, type InfoItem } from './InfoList';
import './vehicle-info.css';

/** Formats a value that may be missing; a missing one gives no row. */
function unit<T>(value: T | null | undefined, format: (value: NonNullable<T>) => string) {
  return value == null ? null : format(value);
}

const count = (n: number) => String(n);
const stars = (n: number) => (n === 1 ? '1 star' : `${n} stars`);
const metresFromFeet = (feet: number) => formatMetres(feetToMetres(feet));

function variantItems(variant: CarSpecifications_car$data['variant']): InfoItem[] {
  return withValues([
    {
      label: 'Engine',
      value: formatEngineSize(variant.engineSizeLitres, variant.engineSizeCc),
    },
    { label: 'Cylinders', value: unit(variant.cylinders, count) },
    { label: 'Induction', value: variant.induction ?? null },
    { label: 'Gearbox', value: variant.gearType ?? null },
    {
      label: 'Fuel consumption (combined)',
      value: unit(variant.fuelConsumptionCombined, formatLitresPer100Km),
    },
    { label: 'Fuel capacity', value: unit(variant.fuelCapacity, formatLitres) },
    { label: 'Torque', value: unit(variant.torqueNm, formatNm) },
    { label: 'Towing capacity (braked)', value: unit(variant.towingCapacityBraked, formatKg) },
    { label: 'Gross vehicle mass (GVM)', value: unit(variant.grossVehicleMass, formatKg) },
    { label: 'Length', value: unit(variant.lengthMm, formatMm) },
    { label: 'Width', value: unit(variant.widthMm, formatMm) },
    { label: 'Height', value: unit(variant.heightMm, formatMm) },
    { label: 'ANCAP safety rating', value: unit(variant.ancapRating, stars) },
  ]);
}

function caravanItems(caravan: CarSpecifications_car$data['caravanSpecifications']): InfoItem[] {
  if (!caravan) return [];
  return withValues([
    // Caravan feeds give sizes in feet; shoppers read metres (spec 2 §9).
    { label: 'Body length', value: unit(caravan.bodyLengthFeet, metresFromFeet) },
    { label: 'Body width', value: unit(caravan.bodyWidthFeet, metresFromFeet) },
    { label: 'Tare mass', value: unit(caravan.tareWeightKg, formatKg) },
    {
      label: 'Aggregate trailer mass (ATM)',
      value: unit(caravan.aggregateTrailerMassKg, formatKg),
    },
    { label: 'Axle type', value: caravan.axleType ?? null },
    { label: 'Sleeps', value: unit(caravan.sleeps, count) },
  ]);
}

/** The spec box: the variant's technical data and, for caravans, sizes and masses. */
export function CarSpecifications({ car }: { car: CarSpecifications_car$key }) {
  const data = useFragment(
    graphql`
      fragment CarSpecifications_car on Car {
        variant {
          engineSizeLitres
          engineSizeCc
          cylinders
          induction
          gearType
          fuelConsumptionCombined
          fuelCapacity
          torqueNm
          towingCapacityBraked
          grossVehicleMass
          lengthMm
          widthMm
          heightMm
          ancapRating
        }
        caravanSpecifications {
          bodyLengthFeet
          bodyWidthFeet
          tareWeightKg
          aggregateTrailerMassKg
          axleType
          sleeps
        }
      }
    `,
    car,
  );
  const headingId = useId();
  const items = [...variantItems(data.variant), ...caravanItems(data.caravanSpecifications)];
  if (items.length === 0) return null;

  return (
    <section className="vehicle-info renders-near-screen" aria-labelledby={headingId}>
      <h2 className="vehicle-info__heading" id={headingId}>
        Specifications
      </h2>
      <InfoList items={items} />
    </section>
  );
}
