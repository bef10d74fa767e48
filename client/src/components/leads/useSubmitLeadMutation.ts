import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  SubmitLeadInput,
  useSubmitLeadMutation as SubmitLeadMutation,
  useSubmitLeadMutation$data,
} from '../../__generated__/useSubmitLeadMutation.graphql';
import { useMutationPromise } from '../../relay/useMutationPromise';

export type SubmittedLead = useSubmitLeadMutation$data['submitLead'];

/**
 * Sends a lead. The promise settles when the server answers: with the lead's id and the page to
 * show next, or rejected with the server's errors, so the form can show each where it belongs.
 */
export function useSubmitLeadMutation(): (input: SubmitLeadInput) => Promise<SubmittedLead> {
  const commit = useMutationPromise<SubmitLeadMutation>(graphql`
    mutation useSubmitLeadMutation($input: SubmitLeadInput!) {
      submitLead(input: $input) {
        leadId
        successPath
      }
    }
  `);
  return useCallback(async (input) => (await commit({ input })).submitLead, [commit]);
}
