import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  useValueTradeInMutation as ValueTradeInMutation,
  useValueTradeInMutation$data,
  ValueTradeInInput,
} from '../../../__generated__/useValueTradeInMutation.graphql';
import { useMutationPromise } from '../../../relay/useMutationPromise';

export type ValuedTradeIn = useValueTradeInMutation$data['valueTradeIn'];

/**
 * Values the shopper's car against their trade-in lead. The promise settles when the server
 * answers: with the valuation, or the typed error naming each refused field; rejected only when
 * the request itself failed.
 */
export function useValueTradeInMutation(): (input: ValueTradeInInput) => Promise<ValuedTradeIn> {
  const commit = useMutationPromise<ValueTradeInMutation>(graphql`
    mutation useValueTradeInMutation($input: ValueTradeInInput!) {
      valueTradeIn(input: $input) {
        __typename
        ... on ValueTradeInPayload {
          leadId
          valuation {
            offer
            estimateLow
            estimateHigh
            basis
            reason
            disclaimer
            validUntil
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
  return useCallback(async (input) => (await commit({ input })).valueTradeIn, [commit]);
}
