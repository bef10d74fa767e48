import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRemoveCarFromWatchlistMutation as RemoveMutation } from '../../__generated__/useRemoveCarFromWatchlistMutation.graphql';
import { applyWatchlistChange, outcomeOf, type WatchlistOutcome } from './watchlist-store';

/**
 * Takes a car off the signed-in shopper's watchlist: the button and lists show it removed at
 * once, and go back if the call fails or is refused. Settles with what the server answered; rejects
 * when the request itself failed.
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
      new Promise<WatchlistOutcome>((resolve, reject) => {
        commit({
          variables: { carId, returnTo },
          optimisticUpdater: (store) => applyWatchlistChange(store, carId, false),
          updater: (store, response) => {
            if (response?.removeCarFromWatchlist.__typename === 'RemoveCarFromWatchlistPayload') {
              applyWatchlistChange(store, carId, false);
            }
          },
          onCompleted: (response, errors) => {
            if (errors && errors.length > 0) reject(new Error(errors[0]!.message));
            else resolve(outcomeOf(response.removeCarFromWatchlist));
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [remove, inFlight];
}
