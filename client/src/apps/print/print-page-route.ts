import type { Environment } from 'react-relay/hooks';
import type { LoaderArgs } from '../../routing/route-types';
import type { PrintPageQuery } from '../../__generated__/PrintPageQuery.graphql';
import type { SiteLayoutQuery } from '../../__generated__/SiteLayoutQuery.graphql';
import {
  relayRouteLoader,
  type RelayRouteData,
  type RelayRouteQuery,
} from '../../routing/relay-route-loader';
import { siteLayoutQuery } from '../../shell/SiteLayout';

/** The query parameter naming the vehicle: /print?car_id={slug} (spec 2 §2). */
export const CAR_ID_PARAM = 'car_id';

/** The vehicle's slug from the print sheet's address; empty when it names none. */
export const carIdOf = (url: URL) => url.searchParams.get(CAR_ID_PARAM)?.trim() ?? '';

/**
 * The print sheet's route query. The query is declared where it is read (PrintSheetPage.tsx);
 * the route table takes the compiled query from here, so the page's code loads on demand, and
 * the compiled query with it (not in every page's code).
 */
export const printPageQuery: RelayRouteQuery<PrintPageQuery> = {
  importQuery: () => import('../../__generated__/PrintPageQuery.graphql'),
  variables: ({ url }) => ({ slug: carIdOf(url) }),
  isNotFound: (data) => data.car === null,
};

/**
 * What the print route renders from: the sheet's data, or, for an address naming no vehicle,
 * only the site's (an empty slug is no vehicle, and the API refuses it), for the not-found page.
 */
export type PrintRouteData =
  | ({ kind: 'sheet' } & RelayRouteData<PrintPageQuery>)
  | ({ kind: 'no-car' } & RelayRouteData<SiteLayoutQuery>);

/** The print route's loader: the sheet's query when the address names a vehicle. */
export function printPageLoader(environment: Environment) {
  const loadSheet = relayRouteLoader(environment, printPageQuery);
  const loadSiteOnly = relayRouteLoader<SiteLayoutQuery>(environment, {
    ...siteLayoutQuery,
    isNotFound: () => true,
  });
  return async (args: LoaderArgs): Promise<PrintRouteData> =>
    carIdOf(args.url)
      ? { kind: 'sheet', ...(await loadSheet(args)) }
      : { kind: 'no-car', ...(await loadSiteOnly(args)) };
}
