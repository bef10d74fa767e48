import { formatCount } from '@forecourt/schema/numbers/format-count';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarViewsAndLocation_car$key } from '../../../__generated__/CarViewsAndLocation_car.graphql';
import { Link } from '../../../routing/Link';
import { EMPTY_SEARCH_STATE, searchStateToUrl } from '../../../search-url/search-state';
import { toggleRefinement } from '../../../search-url/search-state-updates';
import './car-sidebar.css';

/** The search for every car of one dealership (spec 1: "See more from this dealer"). */
export function dealerSearchUrl(dealershipSlug: string): string {
  return searchStateToUrl(toggleRefinement(EMPTY_SEARCH_STATE, 'dealershipSlug', dealershipSlug), {
    defaultSort: 'mostRelevant',
  });
}

/** "1 view", "1,234 views". */
export function formatViews(views: number): string {
  return `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`;
}

/** How many shoppers looked at the car (spec 2 §7), where it is, and its dealer's other cars. */
export function CarViewsAndLocation({ car }: { car: CarViewsAndLocation_car$key }) {
  const data = useFragment(
    graphql`
      fragment CarViewsAndLocation_car on Car {
        views
        dealershipSlug
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
      <li>
        <Link to={dealerSearchUrl(data.dealershipSlug)}>See more from this dealer</Link>
      </li>
    </ul>
  );
}
