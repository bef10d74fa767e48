import type { Site } from '@forecourt/tenants/site';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { operationCost } from './operation-cost.js';

/** How many sets of variables of one document a site remembers the cost of. */
export const COSTS_PER_DOCUMENT = 256;

type CostOf = typeof operationCost;

/** The cost of an operation for a request of `site`; throws as operationCost does. */
export type SiteOperationCost = (
  site: Site,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
) => number;

/**
 * Operation costs, worked out once per site, document and variables. Every request is checked
 * against the cost limit, including one answered from the public query cache, and the walk over
 * the document took about a seventh of the server's CPU for a search answered from that cache.
 *
 * What decides a cost is all in the key: the weights read a field's arguments (the variables) and
 * the site's settings (a search without `first` costs the site's page size), and nothing else of
 * the request, since they are given the site alone. A site whose settings change is a new Site,
 * and documents are the parser cache's own, so both are held weakly. Each document keeps its
 * latest COSTS_PER_DOCUMENT sets of variables, so a caller sending endless variables holds a
 * bounded amount. Variables that do not fit the operation throw, and are not kept.
 */
export function rememberedOperationCosts(
  schema: GraphQLSchema,
  costOf: CostOf = operationCost,
): SiteOperationCost {
  const bySite = new WeakMap<Site, WeakMap<DocumentNode, Map<string, number>>>();
  return (site, document, variables, operationName) => {
    let byDocument = bySite.get(site);
    if (!byDocument) bySite.set(site, (byDocument = new WeakMap()));
    let costs = byDocument.get(document);
    if (!costs) byDocument.set(document, (costs = new Map()));
    const key = `${operationName ?? ''}\n${JSON.stringify(variables)}`;
    const known = costs.get(key);
    if (known !== undefined) return known;
    const cost = costOf(schema, document, variables, { operationName, context: { site } });
    // A Map keeps insertion order: the first key is the oldest.
    if (costs.size >= COSTS_PER_DOCUMENT) costs.delete(costs.keys().next().value!);
    costs.set(key, cost);
    return cost;
  };
}
