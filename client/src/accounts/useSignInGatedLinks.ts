import { gateAmong } from '@forecourt/schema/accounts/gated-paths';
import { useCallback, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { useSignInGatedLinks_site$key } from '../__generated__/useSignInGatedLinks_site.graphql';
import type { LeavesToServer } from '../routing/full-page-navigation';

/**
 * For a visitor, links to the site's gated pages load the page from the server, which sends
 * them to sign in first (the same gate as without JavaScript); a signed-in shopper navigates
 * in the page as to any other.
 */
export function useSignInGatedLinks(
  site: useSignInGatedLinks_site$key,
  signedIn: boolean,
): LeavesToServer {
  const { signInGates } = useFragment(
    graphql`
      fragment useSignInGatedLinks_site on Site {
        signInGates {
          type
          paths
        }
      }
    `,
    site,
  );
  const gates = useMemo(
    () => signInGates.map(({ type, paths }) => ({ type, paths })),
    [signInGates],
  );
  return useCallback(
    (to: string) => {
      if (signedIn || gates.length === 0) return false;
      const { pathname } = new URL(to, 'https://site.invalid');
      return gateAmong(pathname, gates) !== null;
    },
    [signedIn, gates],
  );
}
