import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  useAcceptTradeInOfferMutation as AcceptTradeInOfferMutation,
  useAcceptTradeInOfferMutation$data,
} from '../../../__generated__/useAcceptTradeInOfferMutation.graphql';
import { useMutationPromise } from '../../../relay/useMutationPromise';

export type AcceptedOffer = useAcceptTradeInOfferMutation$data['acceptTradeInOffer'];

/**
 * Records that the shopper accepted the offer of their trade-in lead ("3. Offer Accepted"). An
 * acceptance sent twice is recorded once, so a retry after a lost answer is safe. A refusal
 * answers its typed error; the promise rejects only when the request itself failed.
 */
export function useAcceptTradeInOfferMutation(): (leadId: string) => Promise<AcceptedOffer> {
  const commit = useMutationPromise<AcceptTradeInOfferMutation>(graphql`
    mutation useAcceptTradeInOfferMutation($leadId: ID!) {
      acceptTradeInOffer(leadId: $leadId) {
        __typename
        ... on AcceptTradeInOfferPayload {
          leadId
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
  return useCallback(async (leadId) => (await commit({ leadId })).acceptTradeInOffer, [commit]);
}
