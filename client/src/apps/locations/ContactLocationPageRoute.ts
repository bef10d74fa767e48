import type { Environment } from 'react-relay/hooks';
import type { ContactLocationPageQuery } from '../../__generated__/ContactLocationPageQuery.graphql';
import { DEPARTMENT_PARAM } from '../../components/locations/LocationHours';
import { relayRouteLoader, type RelayRouteQuery } from '../../routing/relay-route-loader';
import { lazyPage } from '../../routing/lazy-page';
import type { LoaderArgs, RouteObject } from '../../routing/route-types';

type Department = NonNullable<ContactLocationPageQuery['variables']['department']>;
const DEPARTMENTS: readonly string[] = ['SALES', 'SERVICE', 'PARTS'] satisfies Department[];

/** The hours table's department from ?department= (the dropdown's form without script); else null. */
function departmentOf({ url }: LoaderArgs): Department | null {
  const department = url.searchParams.get(DEPARTMENT_PARAM);
  return department !== null && DEPARTMENTS.includes(department)
    ? (department as Department)
    : null;
}

/**
 * /contact-us/{slug}'s query. Declared where it is read (ContactLocationPage.tsx); the route takes
 * the compiled query from here so the page's code loads on demand with it. A slug naming no
 * visible location of the site is a 404.
 */
export const contactLocationPageQuery: RelayRouteQuery<ContactLocationPageQuery> = {
  importQuery: () => import('../../__generated__/ContactLocationPageQuery.graphql'),
  variables: (args) => ({ slug: args.params.slug ?? '', department: departmentOf(args) }),
  isNotFound: (data) => data.site.locationBySlug === null,
};

/** The location contact page's route, a child of the site layout. */
export const contactLocationRoute = (environment: Environment): RouteObject => ({
  id: 'contact-location',
  path: 'contact-us/:slug',
  loader: relayRouteLoader<ContactLocationPageQuery>(environment, contactLocationPageQuery),
  ...lazyPage(
    import.meta.glob<typeof import('./ContactLocationPage')>(
      '/src/apps/locations/ContactLocationPage.tsx',
    ),
    (m) => m.ContactLocationPage,
  ),
});
