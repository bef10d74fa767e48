import type { UseMutationConfig } from 'react-relay/hooks';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { applyWatchlistChange, outcomeOf, type WatchlistOutcome } from './watchlist-store';

type WatchlistMutation = MutationParameters & {
  variables: { carId: string; returnTo?: string | null };
};

/**
 * Runs a save or a removal: the car shows `saved` at once (optimistically) and again with the
 * server's answer, and Relay rolls the optimistic change back when the call fails or is refused.
 * Settles with what the server answered; rejects when the request itself failed.
 */
export function commitWatchlistChange<M extends WatchlistMutation>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  { carId, returnTo, saved }: { carId: string; returnTo: string; saved: boolean },
  answerOf: (response: M['response']) => Parameters<typeof outcomeOf>[0],
): Promise<WatchlistOutcome> {
  return new Promise<WatchlistOutcome>((resolve, reject) => {
    commit({
      variables: { carId, returnTo } as M['variables'],
      optimisticUpdater: (store) => applyWatchlistChange(store, carId, saved),
      updater: (store, response) => {
        if (response && outcomeOf(answerOf(response)).kind === 'done') {
          applyWatchlistChange(store, carId, saved);
        }
      },
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0) reject(new Error(errors[0]!.message));
        else resolve(outcomeOf(answerOf(response)));
      },
      onError: reject,
    });
  });
}
