import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Outlet, useLoaderData } from '../routing/router-hooks';
import { ScrollRestoration } from '../routing/ScrollRestoration';
import { useRecordVisitedPages } from '../components/leads/useRecordVisitedPages';
import SiteLayoutQueryNode, {
  type SiteLayoutQuery,
} from '../__generated__/SiteLayoutQuery.graphql';
import type { RelayRouteData, RelayRouteQuery } from '../routing/relay-route-loader';
import { SiteShell } from './SiteShell';
import { ViewerProvider } from '../accounts/viewer-context';
import { useSignInGatedLinks } from '../accounts/useSignInGatedLinks';
import { FullPageNavigationContext } from '../routing/full-page-navigation';

export const siteLayoutQuery: RelayRouteQuery<SiteLayoutQuery> = {
  query: graphql`
    query SiteLayoutQuery {
      site {
        ...SiteShell_site
        ...useSignInGatedLinks_site
      }
      viewer {
        email
        hasPhone
      }
    }
  `,
  variables: () => ({}),
};

/** The layout route: every page of the site renders inside its shell. */
export function SiteLayout() {
  const { queryRef } = useLoaderData() as RelayRouteData<SiteLayoutQuery>;
  const data = usePreloadedQuery<SiteLayoutQuery>(SiteLayoutQueryNode, queryRef);
  useRecordVisitedPages();
  const leavesToServer = useSignInGatedLinks(data.site, data.viewer !== null);
  return (
    <ViewerProvider
      viewer={data.viewer && { email: data.viewer.email, hasPhone: data.viewer.hasPhone }}
    >
      <FullPageNavigationContext.Provider value={leavesToServer}>
        <SiteShell site={data.site}>
          <Outlet />
          {/* Back and forward return to where the shopper was on the page. */}
          <ScrollRestoration />
        </SiteShell>
      </FullPageNavigationContext.Provider>
    </ViewerProvider>
  );
}
