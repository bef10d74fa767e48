import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CarBreadcrumbs_car$key } from '../../__generated__/CarBreadcrumbs_car.graphql';

/** The vehicle page's trail: Home, car type, make, model, then the vehicle itself. */
export function CarBreadcrumbs({ car }: { car: CarBreadcrumbs_car$key }) {
  const { breadcrumbs } = useFragment(
    graphql`
      fragment CarBreadcrumbs_car on Car {
        breadcrumbs {
          label
          path
        }
      }
    `,
    car,
  );
  if (breadcrumbs.length === 0) return null;
  return (
    // Same classes as the search page's trail, so both read alike.
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {breadcrumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i === breadcrumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.path}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
