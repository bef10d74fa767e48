import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  SubmitLeadInput,
  useSubmitLeadMutation as SubmitLeadMutation,
  useSubmitLeadMutation$data,
} from '../../__generated__/useSubmitLeadMutation.graphql';
import { useMutationPromise } from '../../relay/useMutationPromise';

export type SubmitLeadResult = useSubmitLeadMutation$data['submitLead'];
export type SubmittedLead = Extract<SubmitLeadResult, { __typename: 'SubmitLeadPayload' }>;

/**
 * Sends a lead. The promise settles when the server answers: with the lead's id and the page to
 * show next, or the typed error saying why it was refused; rejected only when the request itself
 * failed (no answer, a limit on requests).
 */
export function useSubmitLeadMutation(): (input: SubmitLeadInput) => Promise<SubmitLeadResult> {
  const commit = useMutationPromise<SubmitLeadMutation>(graphql`
    mutation useSubmitLeadMutation($input: SubmitLeadInput!) {
      submitLead(input: $input) {
        __typename
        ... on SubmitLeadPayload {
          leadId
          successPath
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
        ... on RateLimitedError {
          message
          retryAfterSeconds
        }
        ... on IdempotencyConflictError {
          message
        }
      }
    }
  `);
  return useCallback(async (input) => (await commit({ input })).submitLead, [commit]);
}
