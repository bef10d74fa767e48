import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useUnsubscribeSimilarCarAlertMutation as UnsubscribeSimilarCarAlertMutation } from '../../__generated__/useUnsubscribeSimilarCarAlertMutation.graphql';
import { useMutationPromise } from '../../relay/useMutationPromise';

/**
 * Stops a similar-vehicle alert by the token its messages carry. Resolves true when it stopped
 * one, false when the token matches none any more (expired or already used); rejects with the
 * server's errors.
 */
export function useUnsubscribeSimilarCarAlertMutation(): (token: string) => Promise<boolean> {
  const commit = useMutationPromise<UnsubscribeSimilarCarAlertMutation>(graphql`
    mutation useUnsubscribeSimilarCarAlertMutation($token: String!) {
      unsubscribeSimilarCarAlert(token: $token) {
        unsubscribed
      }
    }
  `);
  return useCallback(
    async (token) => (await commit({ token })).unsubscribeSimilarCarAlert.unsubscribed,
    [commit],
  );
}
