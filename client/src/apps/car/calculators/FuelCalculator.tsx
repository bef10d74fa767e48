import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import {
  DEFAULT_FUEL_PRICE_PER_LITRE,
  DEFAULT_KM_PER_WEEK,
  FALLBACK_LITRES_PER_100KM,
  usesFuel,
  weeklyFuelCost,
} from '@forecourt/schema/fuel/fuel-cost';
import { parseAmount } from '@forecourt/schema/money/parse-amount';
import { formatNumber } from '@forecourt/schema/numbers/format-number';
import type { FuelCalculator_car$key } from '../../../__generated__/FuelCalculator_car.graphql';

const cents = (dollars: number) =>
  formatNumber(dollars, { currency: true, minimumFractionDigits: 2 });

/** Spec 1 §5: the weekly fuel cost from the car's consumption; hidden for electric cars. */
export function FuelCalculator({ car: carKey }: { car: FuelCalculator_car$key }) {
  const car = useFragment(
    graphql`
      fragment FuelCalculator_car on Car {
        fuel
        variant {
          fuelConsumptionCombined
        }
      }
    `,
    carKey,
  );
  const [price, setPrice] = useState(DEFAULT_FUEL_PRICE_PER_LITRE.toFixed(2));
  const [distance, setDistance] = useState(String(DEFAULT_KM_PER_WEEK));
  const id = useId();
  if (!usesFuel(car.fuel)) return null;

  const consumption = car.variant.fuelConsumptionCombined ?? FALLBACK_LITRES_PER_100KM;
  const cost = weeklyFuelCost(parseAmount(distance), consumption, parseAmount(price));
  return (
    <section className="calculator" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Fuel cost</h2>
      <div className="calculator__fields">
        <label htmlFor={`${id}-price`}>Fuel price ($ per litre)</label>
        <input
          id={`${id}-price`}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        <label htmlFor={`${id}-distance`}>Distance per week (kms)</label>
        <input
          id={`${id}-distance`}
          inputMode="numeric"
          value={distance}
          onChange={(event) => setDistance(event.target.value)}
        />
      </div>
      <p className="calculator__result" aria-live="polite">
        <strong>{cents(cost)}</strong> per week at {consumption} L/100km
      </p>
    </section>
  );
}
