import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  SaveSearchInput,
  useSaveSearchMutation as SaveSearchMutation,
} from '../../__generated__/useSaveSearchMutation.graphql';
import { useMutationPromise } from '../../relay/useMutationPromise';

/** What saving a search came to: saved, sign in first, or refused with the server's words. */
export type SaveSearchOutcome =
  | { kind: 'saved' }
  | { kind: 'sign-in'; signInPath: string }
  | { kind: 'refused'; message: string };

const NOT_SAVED = 'The search could not be saved. Please try again.';

/** Saves the search page the shopper is on; rejects only when the request itself failed. */
export function useSaveSearchMutation(): (input: SaveSearchInput) => Promise<SaveSearchOutcome> {
  const commit = useMutationPromise<SaveSearchMutation>(graphql`
    mutation useSaveSearchMutation($input: SaveSearchInput!) {
      saveSearch(input: $input) {
        __typename
        ... on SaveSearchPayload {
          savedSearch {
            id
          }
        }
        ... on SavedSearchSignInNeededError {
          signInPath
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return useCallback(
    async (input) => {
      const result = (await commit({ input })).saveSearch;
      if (result.__typename === 'SaveSearchPayload') return { kind: 'saved' };
      if (result.__typename === 'SavedSearchSignInNeededError' && result.signInPath) {
        return { kind: 'sign-in', signInPath: result.signInPath };
      }
      return { kind: 'refused', message: result.message ?? NOT_SAVED };
    },
    [commit],
  );
}
