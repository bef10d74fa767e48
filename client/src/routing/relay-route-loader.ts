import {
  fetchQuery,
  loadQuery,
  type Environment,
  type GraphQLTaggedNode,
  type PreloadedQuery,
} from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';
import type { LoaderArgs } from './route-types';

export interface RelayRouteData<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
  /**
   * The page's panel queries (RelayRouteQuery.panelQueries) by name, loaded with the route's;
   * a panel whose query failed is missing, and loads its data itself.
   */
  panelRefs: Readonly<Record<string, PreloadedQuery<OperationType>>>;
  /** The page names nothing that exists: the server answers 404 and the page says so. */
  notFound: boolean;
  /** The update failed; `queryRef` is then the route's last good data, kept on screen. */
  error: string | null;
}

/**
 * The route's compiled query, or its `import()`: a page whose code loads on demand loads its
 * query's code with it, so no page carries every other page's query.
 */
type RouteQueryNode =
  { query: GraphQLTaggedNode } | { importQuery: () => Promise<{ default: GraphQLTaggedNode }> };

export type RelayRouteQuery<Q extends OperationType> = RouteQueryNode & {
  variables: (args: LoaderArgs) => Q['variables'];
  /** The page names nothing that exists, by its data and its address. */
  isNotFound?: (data: Q['response'], args: LoaderArgs) => boolean;
  /** On a failed update keep the last good data on screen (search results) instead of failing. */
  keepPreviousOnError?: boolean;
  /**
   * Queries of panels the page would otherwise load on their own, loaded with the route's so the
   * server renders them (the vehicle page's enquiry form, which must work without JavaScript).
   */
  panelQueries?: Readonly<
    Record<
      string,
      RouteQueryNode & {
        variables: (args: LoaderArgs) => OperationType['variables'];
        /** The panel's own code, loaded with its data so it renders without a fallback. */
        code?: () => Promise<unknown>;
      }
    >
  >;
};

/**
 * The loader of a route with one query: it fetches before the route renders (the store already
 * holds the data after server rendering, and on going back), then hands the page a preloaded
 * query. The previous page stays on screen while it loads.
 */
export function relayRouteLoader<Q extends OperationType>(
  environment: Environment,
  route: RelayRouteQuery<Q>,
) {
  let lastGood: RelayRouteData<Q> | null = null;
  return async (args: LoaderArgs): Promise<RelayRouteData<Q>> => {
    const variables = route.variables(args);
    try {
      // An imported module is fetched once; later imports of it resolve at once.
      const query = 'query' in route ? route.query : (await route.importQuery()).default;
      const data = await fetchQuery<Q>(environment, query, variables, {
        fetchPolicy: 'store-or-network',
      }).toPromise();
      const queryRef = loadQuery<Q>(environment, query, variables, {
        fetchPolicy: 'store-or-network',
      });
      const panelRefs = await loadPanelQueries(environment, route.panelQueries ?? {}, args);
      lastGood = {
        queryRef,
        panelRefs,
        notFound: data ? (route.isNotFound?.(data, args) ?? false) : true,
        error: null,
      };
      return lastGood;
    } catch (error) {
      if (route.keepPreviousOnError && lastGood) {
        return { ...lastGood, error: error instanceof Error ? error.message : String(error) };
      }
      throw error;
    }
  };
}

/** Loads the panels' queries; one that fails is left out (the panel then loads it itself). */
async function loadPanelQueries(
  environment: Environment,
  panels: NonNullable<RelayRouteQuery<OperationType>['panelQueries']>,
  args: LoaderArgs,
): Promise<Record<string, PreloadedQuery<OperationType>>> {
  const loaded = await Promise.all(
    Object.entries(panels).map(async ([name, panel]) => {
      try {
        const query = 'query' in panel ? panel.query : (await panel.importQuery()).default;
        const variables = panel.variables(args);
        const [ref] = await Promise.all([
          // Retained at once: the store may let go of data no query holds before the code is here.
          fetchQuery(environment, query, variables, { fetchPolicy: 'store-or-network' })
            .toPromise()
            .then(() =>
              loadQuery(environment, query, variables, { fetchPolicy: 'store-or-network' }),
            ),
          panel.code?.(),
        ]);
        return [[name, ref] as const];
      } catch {
        return [];
      }
    }),
  );
  return Object.fromEntries(loaded.flat());
}
