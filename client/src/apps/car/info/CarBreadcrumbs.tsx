import { graphql, useFragment } from 'react-relay/hooks';
import { BreadcrumbTrail } from '../../../shell/BreadcrumbTrail';
import type { CarBreadcrumbs_car$key } from '../../../__generated__/CarBreadcrumbs_car.graphql';

/** The vehicle page's trail: Home, car type, make, model, then the vehicle itself. */
export function CarBreadcrumbs({ car }: { car: CarBreadcrumbs_car$key }) {
  const { breadcrumbs } = useFragment(
    graphql`
      fragment CarBreadcrumbs_car on Car {
        breadcrumbs {
          ...BreadcrumbTrail_crumbs
        }
      }
    `,
    car,
  );
  return <BreadcrumbTrail crumbs={breadcrumbs} />;
}
