import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSaveCarToWatchlistMutation as SaveMutation } from '../../__generated__/useSaveCarToWatchlistMutation.graphql';
import type { WatchlistOutcome } from './watchlist-store';
import { commitWatchlistChange } from './commit-watchlist-change';

/**
 * Puts a car on the signed-in shopper's watchlist: the button and lists show it saved at once,
 * and go back if the call fails or is refused.
 */
export function useSaveCarToWatchlistMutation(): [
  (carId: string, returnTo: string) => Promise<WatchlistOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<SaveMutation>(graphql`
    mutation useSaveCarToWatchlistMutation($carId: ID!, $returnTo: String) {
      saveCarToWatchlist(carId: $carId, returnTo: $returnTo) {
        __typename
        ... on SaveCarToWatchlistPayload {
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
  const save = useCallback(
    (carId: string, returnTo: string) =>
      commitWatchlistChange(
        commit,
        { carId, returnTo, saved: true },
        (response) => response.saveCarToWatchlist,
      ),
    [commit],
  );
  return [save, inFlight];
}
