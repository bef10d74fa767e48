import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  SubmitLeadInput,
  useSubmitLeadMutation as SubmitLeadMutation,
  useSubmitLeadMutation$data,
} from '../__generated__/useSubmitLeadMutation.graphql';
import { GraphQLResponseError } from '../relay/create-relay-environment';

export type SubmittedLead = useSubmitLeadMutation$data['submitLead'];

/**
 * Sends a lead. The promise settles when the server answers: with the lead's id and the page to
 * show next, or rejected with the server's errors, so the form can show each where it belongs.
 */
export function useSubmitLeadMutation(): (input: SubmitLeadInput) => Promise<SubmittedLead> {
  const [commit] = useMutation<SubmitLeadMutation>(graphql`
    mutation useSubmitLeadMutation($input: SubmitLeadInput!) {
      submitLead(input: $input) {
        leadId
        successPath
      }
    }
  `);
  return useCallback(
    (input) =>
      new Promise<SubmittedLead>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (response, errors) => {
            if (errors && errors.length > 0) reject(new GraphQLResponseError(errors));
            else resolve(response.submitLead);
          },
          onError: reject,
        });
      }),
    [commit],
  );
}
