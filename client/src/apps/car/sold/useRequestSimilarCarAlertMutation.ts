import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  RequestSimilarCarAlertInput,
  useRequestSimilarCarAlertMutation as RequestSimilarCarAlertMutation,
} from '../../../__generated__/useRequestSimilarCarAlertMutation.graphql';
import { useMutationPromise } from '../../../relay/useMutationPromise';

/**
 * "Tell me when a similar one arrives": asks the dealer to contact the shopper when a vehicle
 * like the sold one comes into stock. The promise settles when the server answers, and rejects
 * with the server's errors, so a form can wait for it and show them.
 */
export function useRequestSimilarCarAlertMutation(): (
  input: RequestSimilarCarAlertInput,
) => Promise<void> {
  const commit = useMutationPromise<RequestSimilarCarAlertMutation>(graphql`
    mutation useRequestSimilarCarAlertMutation($input: RequestSimilarCarAlertInput!) {
      requestSimilarCarAlert(input: $input) {
        alert {
          status
        }
      }
    }
  `);
  return useCallback(
    async (input) => {
      await commit({ input });
    },
    [commit],
  );
}
