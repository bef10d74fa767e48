import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useUnsubscribeSimilarCarAlertMutation as UnsubscribeSimilarCarAlertMutation } from '../../__generated__/useUnsubscribeSimilarCarAlertMutation.graphql';
import type { FormRefusal } from '../../components/leads/form-refusal';
import { useMutationPromise } from '../../relay/useMutationPromise';

/**
 * Stops a similar-vehicle alert by the token its messages carry. Resolves true when it stopped
 * one, false when the token matches none any more (expired or already used), or the typed error
 * of a refused token; rejects only when the request itself failed.
 */
export function useUnsubscribeSimilarCarAlertMutation(): (
  token: string,
) => Promise<boolean | FormRefusal> {
  const commit = useMutationPromise<UnsubscribeSimilarCarAlertMutation>(graphql`
    mutation useUnsubscribeSimilarCarAlertMutation($token: String!) {
      unsubscribeSimilarCarAlert(token: $token) {
        __typename
        ... on UnsubscribeSimilarCarAlertPayload {
          unsubscribed
        }
        ... on ValidationError {
          message
          issues {
            field
            message
          }
        }
      }
    }
  `);
  return useCallback(
    async (token) => {
      const result = (await commit({ token })).unsubscribeSimilarCarAlert;
      return result.__typename === 'UnsubscribeSimilarCarAlertPayload'
        ? result.unsubscribed
        : result;
    },
    [commit],
  );
}
