import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSaveCarToWatchlistMutation as SaveMutation } from '../../__generated__/useSaveCarToWatchlistMutation.graphql';
import { applyWatchlistChange, outcomeOf, type WatchlistOutcome } from './watchlist-store';

/**
 * Puts a car on the signed-in shopper's watchlist: the button and lists show it saved at once,
 * and go back if the call fails or is refused. Settles with what the server answered; rejects
 * when the request itself failed.
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
      new Promise<WatchlistOutcome>((resolve, reject) => {
        commit({
          variables: { carId, returnTo },
          optimisticUpdater: (store) => applyWatchlistChange(store, carId, true),
          updater: (store, response) => {
            if (response?.saveCarToWatchlist.__typename === 'SaveCarToWatchlistPayload') {
              applyWatchlistChange(store, carId, true);
            }
          },
          onCompleted: (response, errors) => {
            if (errors && errors.length > 0) reject(new Error(errors[0]!.message));
            else resolve(outcomeOf(response.saveCarToWatchlist));
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [save, inFlight];
}
