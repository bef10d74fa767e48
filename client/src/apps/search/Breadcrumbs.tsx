import { graphql, useFragment } from 'react-relay/hooks';
import { BreadcrumbTrail } from '../../shell/BreadcrumbTrail';
import type { Breadcrumbs_landing$key } from '../../__generated__/Breadcrumbs_landing.graphql';

/** Spec 2 §2: Home, then the type, make, model or body levels of the path. */
export function Breadcrumbs({ landing }: { landing: Breadcrumbs_landing$key }) {
  const { breadcrumbs } = useFragment(
    graphql`
      fragment Breadcrumbs_landing on SearchLanding {
        breadcrumbs {
          ...BreadcrumbTrail_crumbs
        }
      }
    `,
    landing,
  );
  return <BreadcrumbTrail crumbs={breadcrumbs} />;
}
