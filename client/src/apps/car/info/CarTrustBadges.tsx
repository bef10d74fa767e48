import { graphql, useFragment } from 'react-relay/hooks';
import type { CarTrustBadges_car$key } from '../../../__generated__/CarTrustBadges_car.graphql';
import { CarTagBadge } from '../../../components/cars/CarTagBadge';
import './car-trust-badges.css';

/** The vehicle's tag and the manufacturer trust badges it earns; nothing when it has neither. */
export function CarTrustBadges({ car }: { car: CarTrustBadges_car$key }) {
  const data = useFragment(
    graphql`
      fragment CarTrustBadges_car on Car {
        # Only whether there is a tag: CarTagBadge reads the rest.
        tag {
          __typename
        }
        trustBadges {
          label
          make
        }
        ...CarTagBadge_car
      }
    `,
    car,
  );
  const { tag, trustBadges } = data;
  if (!tag && trustBadges.length === 0) return null;

  return (
    <ul className="car-trust-badges" aria-label="Tags and badges">
      {tag && (
        <li>
          <CarTagBadge car={data} />
        </li>
      )}
      {trustBadges.map((badge) => (
        <li key={`${badge.make}-${badge.label}`}>
          <span className="trust-badge">
            <svg
              className="trust-badge__icon"
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M8 1l5.5 2v4.2c0 3.4-2.3 6.3-5.5 7.3-3.2-1-5.5-3.9-5.5-7.3V3z"
                fill="currentColor"
              />
              <path d="M5.3 8.1l1.9 1.9 3.6-3.7" fill="none" stroke="#fff" strokeWidth="1.6" />
            </svg>
            {badge.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
