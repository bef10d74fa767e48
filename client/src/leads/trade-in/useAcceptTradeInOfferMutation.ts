import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  useAcceptTradeInOfferMutation as AcceptTradeInOfferMutation,
  useAcceptTradeInOfferMutation$data,
} from '../../__generated__/useAcceptTradeInOfferMutation.graphql';
import { GraphQLResponseError } from '../../relay/create-relay-environment';

export type AcceptedOffer = useAcceptTradeInOfferMutation$data['acceptTradeInOffer'];

/**
 * Records that the shopper accepted the offer of their trade-in lead ("3. Offer Accepted"). An
 * acceptance sent twice is recorded once, so a retry after a lost answer is safe.
 */
export function useAcceptTradeInOfferMutation(): (leadId: string) => Promise<AcceptedOffer> {
  const [commit] = useMutation<AcceptTradeInOfferMutation>(graphql`
    mutation useAcceptTradeInOfferMutation($leadId: ID!) {
      acceptTradeInOffer(leadId: $leadId) {
        leadId
      }
    }
  `);
  return useCallback(
    (leadId) =>
      new Promise<AcceptedOffer>((resolve, reject) => {
        commit({
          variables: { leadId },
          onCompleted: (response, errors) => {
            if (errors && errors.length > 0) reject(new GraphQLResponseError(errors));
            else resolve(response.acceptTradeInOffer);
          },
          onError: reject,
        });
      }),
    [commit],
  );
}
