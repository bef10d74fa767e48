import type { SignInPageQuery } from '../../__generated__/SignInPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/**
 * /sign-in's route query, declared where it is read (SignInPage.tsx); the route table takes the
 * compiled query from here so the page's code loads on demand.
 */
export const signInPageQuery: RelayRouteQuery<SignInPageQuery> = {
  importQuery: () => import('../../__generated__/SignInPageQuery.graphql'),
  variables: () => ({}),
};
