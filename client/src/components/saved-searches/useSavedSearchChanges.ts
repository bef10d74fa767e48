import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSavedSearchChangesAlertsMutation } from '../../__generated__/useSavedSearchChangesAlertsMutation.graphql';
import type { useSavedSearchChangesDeleteMutation } from '../../__generated__/useSavedSearchChangesDeleteMutation.graphql';
import type { useSavedSearchChangesPriceDropsMutation } from '../../__generated__/useSavedSearchChangesPriceDropsMutation.graphql';
import { useMutationPromise } from '../../relay/useMutationPromise';

/** A change refused by the server, in its words; null when it was made. */
type ChangeOutcome = string | null;

const refusalOf = (result: { __typename: string; message?: string }): ChangeOutcome =>
  result.__typename === 'SavedSearchChangePayload'
    ? null
    : (result.message ?? 'That did not work. Please try again.');

/**
 * The changes a shopper makes to their saved searches. Each answers the shopper's list as it is
 * now, which Relay puts in place of the one on screen.
 */
export function useSavedSearchChanges() {
  const commitAlerts = useMutationPromise<useSavedSearchChangesAlertsMutation>(graphql`
    mutation useSavedSearchChangesAlertsMutation($id: ID!, $enabled: Boolean!) {
      setSavedSearchAlerts(id: $id, enabled: $enabled) {
        __typename
        ... on SavedSearchChangePayload {
          viewer {
            ...SavedSearchesList_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const commitDelete = useMutationPromise<useSavedSearchChangesDeleteMutation>(graphql`
    mutation useSavedSearchChangesDeleteMutation($id: ID!) {
      deleteSavedSearch(id: $id) {
        __typename
        ... on SavedSearchChangePayload {
          viewer {
            ...SavedSearchesList_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const commitPriceDrops = useMutationPromise<useSavedSearchChangesPriceDropsMutation>(graphql`
    mutation useSavedSearchChangesPriceDropsMutation($enabled: Boolean!) {
      setPriceDropAlerts(enabled: $enabled) {
        __typename
        ... on SavedSearchChangePayload {
          viewer {
            ...SavedSearchesList_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const setAlerts = useCallback(
    async (id: string, enabled: boolean) =>
      refusalOf((await commitAlerts({ id, enabled })).setSavedSearchAlerts),
    [commitAlerts],
  );
  const remove = useCallback(
    async (id: string) => refusalOf((await commitDelete({ id })).deleteSavedSearch),
    [commitDelete],
  );
  const setPriceDrops = useCallback(
    async (enabled: boolean) => refusalOf((await commitPriceDrops({ enabled })).setPriceDropAlerts),
    [commitPriceDrops],
  );
  return { setAlerts, remove, setPriceDrops };
}
