import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  RequestSimilarCarAlertInput,
  useRequestSimilarCarAlertMutation as RequestSimilarCarAlertMutation,
} from '../../../__generated__/useRequestSimilarCarAlertMutation.graphql';
import { useMutationPromise } from '../../../relay/useMutationPromise';
import type { FormRefusal } from '../../../components/leads/form-refusal';

/**
 * "Tell me when a similar one arrives": asks the dealer to contact the shopper when a vehicle
 * like the sold one comes into stock. The promise settles when the server answers: with null once
 * the alert waits, or the typed error saying why it was refused; it rejects only when the request
 * itself failed.
 */
export function useRequestSimilarCarAlertMutation(): (
  input: RequestSimilarCarAlertInput,
) => Promise<FormRefusal | null> {
  const commit = useMutationPromise<RequestSimilarCarAlertMutation>(graphql`
    mutation useRequestSimilarCarAlertMutation($input: RequestSimilarCarAlertInput!) {
      requestSimilarCarAlert(input: $input) {
        __typename
        ... on RequestSimilarCarAlertPayload {
          alert {
            status
          }
        }
        ... on ValidationError {
          message
          issues {
            field
            message
          }
        }
        ... on NotFoundError {
          message
          field
          reason
        }
      }
    }
  `);
  return useCallback(
    async (input) => {
      const result = (await commit({ input })).requestSimilarCarAlert;
      return result.__typename === 'RequestSimilarCarAlertPayload' ? null : result;
    },
    [commit],
  );
}
