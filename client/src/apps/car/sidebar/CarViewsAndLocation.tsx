import { formatCount } from '@forecourt/schema/numbers/format-count';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarViewsAndLocation_car$key } from '../../../__generated__/CarViewsAndLocation_car.graphql';
import './car-sidebar.css';

/** "1 view", "1,234 views". */
export function formatViews(views: number): string {
  return `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`;
}

/** How many shoppers looked at the car (spec 2 §7) and where it is. */
export function CarViewsAndLocation({ car }: { car: CarViewsAndLocation_car$key }) {
  const data = useFragment(
    graphql`
      fragment CarViewsAndLocation_car on Car {
        views
        location {
          name
        }
      }
    `,
    car,
  );
  return (
    <ul className="car-sidebar__meta">
      <li>{formatViews(data.views)}</li>
      <li>
        <span className="visually-hidden">Located at </span>
        {data.location.name}
      </li>
    </ul>
  );
}
