import type { GaragePageQuery } from '../../__generated__/GaragePageQuery.graphql';
import type { RelayRouteData } from '../../routing/relay-route-loader';

/** Loader data of the garage page, told apart from the page it shares its addresses with. */
export type GarageRouteData = RelayRouteData<GaragePageQuery> & { readonly garage: true };

export const isGarageRouteData = (data: unknown): data is GarageRouteData =>
  typeof data === 'object' && data !== null && 'garage' in data && data.garage === true;
