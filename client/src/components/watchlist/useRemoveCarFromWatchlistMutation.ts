import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRemoveCarFromWatchlistMutation as RemoveMutation } from '../../__generated__/useRemoveCarFromWatchlistMutation.graphql';
import type { WatchlistOutcome } from './watchlist-store';
import { commitWatchlistChange } from './commit-watchlist-change';

/**
 * Takes a car off the signed-in shopper's watchlist: the button and lists show it removed at
 * once, and go back if the call fails or is refused.
 */
export function useRemoveCarFromWatchlistMutation(): [
  (carId: string, returnTo: string) => Promise<WatchlistOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<RemoveMutation>(graphql`
    mutation useRemoveCarFromWatchlistMutation($carId: ID!, $returnTo: String) {
      removeCarFromWatchlist(carId: $carId, returnTo: $returnTo) {
        __typename
        ... on RemoveCarFromWatchlistPayload {
          success
          car {
            id
            inWatchlist
          }
        }
        ... on Error {
          message
        }
        ... on WatchlistSignInNeededError {
          signInPath
        }
        ... on WatchlistPhoneNeededError {
          signInPath
        }
      }
    }
  `);
  const remove = useCallback(
    (carId: string, returnTo: string) =>
      commitWatchlistChange(
        commit,
        { carId, returnTo, saved: false },
        (response) => response.removeCarFromWatchlist,
      ),
    [commit],
  );
  return [remove, inFlight];
}
