import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUnsubscribeSimilarCarAlertMutation as UnsubscribeSimilarCarAlertMutation } from '../../__generated__/useUnsubscribeSimilarCarAlertMutation.graphql';
import { GraphQLResponseError } from '../../relay/create-relay-environment';

/**
 * Stops a similar-vehicle alert by the token its messages carry. Resolves true when it stopped
 * one, false when the token matches none any more (expired or already used); rejects with the
 * server's errors.
 */
export function useUnsubscribeSimilarCarAlertMutation(): (token: string) => Promise<boolean> {
  const [commit] = useMutation<UnsubscribeSimilarCarAlertMutation>(graphql`
    mutation useUnsubscribeSimilarCarAlertMutation($token: String!) {
      unsubscribeSimilarCarAlert(token: $token) {
        unsubscribed
      }
    }
  `);
  return useCallback(
    (token) =>
      new Promise<boolean>((resolve, reject) => {
        commit({
          variables: { token },
          onCompleted: (response, errors) => {
            if (errors && errors.length > 0) reject(new GraphQLResponseError(errors));
            else resolve(response.unsubscribeSimilarCarAlert.unsubscribed);
          },
          onError: reject,
        });
      }),
    [commit],
  );
}
