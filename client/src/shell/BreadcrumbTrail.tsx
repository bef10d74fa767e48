import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../routing/Link';
import type { BreadcrumbTrail_crumbs$key } from '../__generated__/BreadcrumbTrail_crumbs.graphql';

/**
 * A breadcrumb trail from Home down, on search and vehicle pages: links to every level but the
 * last, which is the page itself.
 */
export function BreadcrumbTrail({ crumbs: crumbsKey }: { crumbs: BreadcrumbTrail_crumbs$key }) {
  const crumbs = useFragment(
    graphql`
      fragment BreadcrumbTrail_crumbs on Breadcrumb @relay(plural: true) {
        label
        path
      }
    `,
    crumbsKey,
  );
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i === crumbs.length - 1 ? (
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
