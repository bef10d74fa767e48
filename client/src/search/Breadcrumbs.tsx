import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { Breadcrumbs_landing$key } from '../__generated__/Breadcrumbs_landing.graphql';

/** Spec 2 §2: Home, then the type, make, model or body levels of the path. */
export function Breadcrumbs({ landing }: { landing: Breadcrumbs_landing$key }) {
  const { breadcrumbs } = useFragment(
    graphql`
      fragment Breadcrumbs_landing on SearchLanding {
        breadcrumbs {
          label
          path
        }
      }
    `,
    landing,
  );
  return (
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
