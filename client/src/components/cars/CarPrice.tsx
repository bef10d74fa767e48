import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarPrice_car$key } from '../../__generated__/CarPrice_car.graphql';
import './car-price.css';

/**
 * The car's price as the price display order chose it, with its basis (e.g. Drive Away): on
 * cards, in the vehicle page's sidebar and in its sticky header. `size` picks the type scale.
 * A subscription price is labelled as one and the cash price stays beside it.
 */
export function CarPrice({
  car,
  size = 'large',
}: {
  car: CarPrice_car$key;
  size?: 'card' | 'large';
}) {
  const { priceDisplay: price } = useFragment(
    graphql`
      fragment CarPrice_car on Car {
        priceDisplay {
          text
          amount
          wasAmount
          priceType
          cashText
          cashWasAmount
          cashPriceType
        }
      }
    `,
    car,
  );
  // Reduced and offer prices carry the earlier price, shown struck through as on the cards.
  const wasAmount = price.wasAmount ?? null;
  const hasAmount = price.amount != null;
  return (
    <p className={`car-price car-price--${size}`}>
      {wasAmount !== null && (
        <s className="car-price__was">
          <span className="visually-hidden">Was </span>
          {formatDollars(wasAmount)}
        </s>
      )}
      <span
        className={hasAmount ? 'car-price__amount' : 'car-price__amount car-price__amount--words'}
      >
        {wasAmount !== null && <span className="visually-hidden">Now </span>}
        {price.text}
      </span>
      {price.priceType && <span className="car-price__type">{price.priceType}</span>}
      {price.cashText && (
        <span className="car-price__cash">
          or buy for{' '}
          {price.cashWasAmount != null && (
            <>
              <s>
                <span className="visually-hidden">was </span>
                {formatDollars(price.cashWasAmount)}
              </s>{' '}
              <span className="visually-hidden">now </span>
            </>
          )}
          <strong className="car-price__cash-amount">{price.cashText}</strong>
          {price.cashPriceType && ` ${price.cashPriceType}`}
        </span>
      )}
    </p>
  );
}
