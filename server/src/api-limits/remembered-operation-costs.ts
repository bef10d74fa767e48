import type { Site } from '@forecourt/tenants/site';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { ByteLru } from '../media/byte-lru.js';
import { costVariableNames } from './cost-variables.js';
import { operationCost } from './operation-cost.js';

/**
 * The bytes of remembered keys (UTF-16), every site and document together: a caller sending
 * endless new variables pushes the least recently used costs out, and holds no more than this.
 */
export const REMEMBERED_KEY_BYTES = 2_000_000;

/**
 * A key (its operation name and variables, as JSON) longer than this is costed every time: a
 * request may carry 128 KiB of variables, and a few such keys would push out every other.
 */
export const LONGEST_REMEMBERED_KEY = 2_048;

/** The cost of an operation for a request of `site`; throws as operationCost does. */
export type SiteOperationCost = (
  site: Site,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
) => number;

export interface RememberedCostsOptions {
  costOf?: typeof operationCost;
  keyBytes?: number;
}

/** A remembered cost, sized by its key (two bytes a character). */
interface KeptCost {
  cost: number;
  byteLength: number;
}

/**
 * Operation costs, worked out once per site, document, operation name and the variables a cost
 * can read. Every request is checked against the cost limit, including one answered from the
 * public query cache, and the walk over the document took about a seventh of the server's CPU for
 * a search answered from that cache; for searches that differ in their filters, sort or page
 * (each answered afresh), about a twelfth.
 *
 * What decides a cost is all in the key: the weights read some of their fields' arguments (the
 * variables given to those, cost-variables.ts) and the site's settings (a search without `first`
 * costs the site's page size), and nothing else of the request, since they are given the site
 * alone. A site whose settings change is a new Site; sites and documents (the parser cache's own)
 * are told apart by a number given to each object, held weakly. The least recently used go first
 * once their keys pass `keyBytes`. Variables that do not fit the operation throw when they are
 * costed, and are not kept; once a fitting request's cost is kept, one that differs only in
 * variables the cost does not read is given it, and execution refuses what does not fit.
 */
export function rememberedOperationCosts(
  schema: GraphQLSchema,
  { costOf = operationCost, keyBytes = REMEMBERED_KEY_BYTES }: RememberedCostsOptions = {},
): SiteOperationCost {
  const numbers = new WeakMap<object, number>();
  let nextNumber = 0;
  const numberOf = (object: object) => {
    let number = numbers.get(object);
    if (number === undefined) numbers.set(object, (number = nextNumber++));
    return number;
  };
  const costs = new ByteLru<KeptCost>(keyBytes);
  const variableNames = new WeakMap<DocumentNode, string[]>();
  const variablesRead = (document: DocumentNode, variables: Record<string, unknown>) => {
    let names = variableNames.get(document);
    if (!names) variableNames.set(document, (names = costVariableNames(schema, document)));
    // [value] for a variable sent, [] for one not sent (its default applies, unlike null).
    return names.map((name) => (name in variables ? [variables[name]] : []));
  };

  return (site, document, variables, operationName) => {
    const costNow = () => costOf(schema, document, variables, { operationName, context: { site } });
    const asked = `${operationName ?? ''}\n${JSON.stringify(variablesRead(document, variables))}`;
    if (asked.length > LONGEST_REMEMBERED_KEY) return costNow();
    const key = `${numberOf(site)} ${numberOf(document)}\n${asked}`;
    const known = costs.get(key);
    if (known) return known.cost;
    const cost = costNow();
    costs.set(key, { cost, byteLength: 2 * key.length });
    return cost;
  };
}
