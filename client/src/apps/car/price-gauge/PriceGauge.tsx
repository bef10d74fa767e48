import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PriceGauge_car$key } from '../../../__generated__/PriceGauge_car.graphql';
import './price-gauge.css';

/** The fill's colour band as a class suffix (its colour is a custom property in the CSS). */
const LEVEL_CLASS = { LOW: 'low', MEDIUM: 'medium', HIGH: 'high' } as const;

/**
 * The vehicle page's price comparison block (spec 1 §2, §3): the market range of vehicles like
 * this one as a bar from its minimum to its maximum, the listing price marked on it and the
 * stretch from there to the maximum filled — the fuller, the better the deal. The server hides
 * the gauge (null) whenever the spec's rules say so; nothing renders then.
 */
export function PriceGauge({ car }: { car: PriceGauge_car$key }) {
  const { priceGauge: gauge } = useFragment(
    graphql`
      fragment PriceGauge_car on Car {
        priceGauge {
          fill
          listingPrice
          marketRangeMin
          marketRangeMax
          description
          dealLabel
          dealText
          fillLevel
          confidenceText
        }
      }
    `,
    car,
  );
  const headingId = useId();
  if (!gauge) return null;

  const percent = Math.round(Math.min(1, Math.max(0, gauge.fill)) * 100);
  const level = LEVEL_CLASS[gauge.fillLevel as keyof typeof LEVEL_CLASS] ?? 'medium';
  const min = formatDollars(gauge.marketRangeMin);
  const max = formatDollars(gauge.marketRangeMax);
  const listing = formatDollars(gauge.listingPrice);
  const great = gauge.dealLabel === 'GREAT_DEAL';

  return (
    <section className="vehicle-info price-gauge renders-near-screen" aria-labelledby={headingId}>
      <h2 className="vehicle-info__heading" id={headingId}>
        Price comparison
      </h2>
      <p className={`price-gauge__deal${great ? ' price-gauge__deal--great' : ''}`}>
        {gauge.dealText}
      </p>
      <div
        className="price-gauge__bar"
        role="meter"
        aria-label="Price against the market"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${gauge.dealText}: ${listing} in a market range of ${min} to ${max}`}
      >
        <span
          className={`price-gauge__fill price-gauge__fill--${level}`}
          style={{ inlineSize: `${percent}%` }}
        />
        <span className="price-gauge__marker" style={{ insetInlineStart: `${100 - percent}%` }} />
      </div>
      <p className="price-gauge__scale" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </p>
      <dl className="price-gauge__figures">
        <div>
          <dt>This vehicle</dt>
          <dd>{listing}</dd>
        </div>
        <div>
          <dt>Market range</dt>
          <dd>
            {min} – {max}
          </dd>
        </div>
      </dl>
      <p className="price-gauge__description">{gauge.description}</p>
      <p className="price-gauge__confidence">{gauge.confidenceText}</p>
    </section>
  );
}
