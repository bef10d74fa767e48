import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  RequestSimilarCarAlertInput,
  useRequestSimilarCarAlertMutation as RequestSimilarCarAlertMutation,
} from '../../__generated__/useRequestSimilarCarAlertMutation.graphql';
import { GraphQLResponseError } from '../../relay/create-relay-environment';

/**
 * "Tell me when a similar one arrives": asks the dealer to contact the shopper when a vehicle
 * like the sold one comes into stock. The promise settles when the server answers, and rejects
 * with the server's errors, so a form can wait for it and show them.
 */
export function useRequestSimilarCarAlertMutation(): (
  input: RequestSimilarCarAlertInput,
) => Promise<void> {
  const [commit] = useMutation<RequestSimilarCarAlertMutation>(graphql`
    mutation useRequestSimilarCarAlertMutation($input: RequestSimilarCarAlertInput!) {
      requestSimilarCarAlert(input: $input) {
        alert {
          status
        }
      }
    }
  `);
  return useCallback(
    (input) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (_response, errors) => {
            if (errors && errors.length > 0) reject(new GraphQLResponseError(errors));
            else resolve();
          },
          onError: reject,
        });
      }),
    [commit],
  );
}
