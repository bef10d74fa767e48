import { useCallback } from 'react';
import { useMutation, type GraphQLTaggedNode } from 'react-relay/hooks';
import type { MutationParameters, VariablesOf } from 'relay-runtime';
import { GraphQLResponseError } from './create-relay-environment';

/**
 * A mutation as a promise, for forms that wait for the answer: it settles when the server
 * answers, with the response, or rejected with the server's errors (GraphQLResponseError), so the
 * form can show each where it belongs; without an answer, with the network's error.
 */
export function useMutationPromise<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): (variables: VariablesOf<TMutation>) => Promise<TMutation['response']> {
  const [commit] = useMutation<TMutation>(mutation);
  return useCallback(
    (variables) =>
      new Promise((resolve, reject) => {
        commit({
          variables,
          onCompleted: (response, errors) => {
            if (errors && errors.length > 0) reject(new GraphQLResponseError(errors));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
}
