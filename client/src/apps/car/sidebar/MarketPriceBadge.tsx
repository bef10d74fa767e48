import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MarketPriceBadge_car$key } from '../../../__generated__/MarketPriceBadge_car.graphql';
import './market-price-badge.css';

/**
 * Spec 2 §5: "Below market price" next to the price, with how far under the average market price
 * the car is listed. The server decides when it shows (null otherwise); nothing renders then.
 */
export function MarketPriceBadge({ car }: { car: MarketPriceBadge_car$key }) {
  const { marketPriceBadge: badge } = useFragment(
    graphql`
      fragment MarketPriceBadge_car on Car {
        marketPriceBadge {
          averageMarketPrice
          belowAverageBy
          label
        }
      }
    `,
    car,
  );
  if (!badge) return null;
  return (
    <p className="market-price-badge">
      <span className="market-price-badge__label">{badge.label}</span>
      <span className="market-price-badge__detail">
        {formatDollars(badge.belowAverageBy)} under the average market price of{' '}
        {formatDollars(badge.averageMarketPrice)}
      </span>
    </p>
  );
}
