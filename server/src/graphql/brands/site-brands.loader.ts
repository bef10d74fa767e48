import type { GraphQLContext } from '../../context.js';
import { siteBrandGrids, stockMakes, type SiteBrandGrid } from '../../brands/site-brands.js';

/** One facet search per request, however many brand fields ask for the grids. */
const gridsOfRequest = new WeakMap<GraphQLContext, Promise<SiteBrandGrid[]>>();

export function siteBrandGridsOf(context: GraphQLContext): Promise<SiteBrandGrid[]> {
  let grids = gridsOfRequest.get(context);
  if (!grids) {
    grids = stockMakes(context.stock).then((makes) => siteBrandGrids(context.site, makes));
    gridsOfRequest.set(context, grids);
  }
  return grids;
}
