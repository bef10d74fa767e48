import type { RegoState } from '@forecourt/schema/leads/lead-fields';
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useTradeInRegoLookupQuery } from '../../../__generated__/useTradeInRegoLookupQuery.graphql';
import type { FormRefusal } from '../../../components/leads/form-refusal';
import type { LookedUpVehicle } from './trade-in-valuation-values';

/** What the lookup answered: the car when it found one, else why not (when it says). */
export interface RegoLookupResult {
  __typename: 'TradeInRegoLookup';
  found: boolean;
  vehicle: LookedUpVehicle | null;
  message: string | null;
}

// A refusal goes to the step as it came (`formFailureOf` reads its fields).
/* eslint-disable relay/unused-fields */
const lookupQuery = graphql`
  query useTradeInRegoLookupQuery($rego: String!, $state: RegoState!) {
    tradeInRegoLookup(rego: $rego, state: $state) {
      __typename
      ... on TradeInRegoLookup {
        found
        vehicle {
          year
          make
          model
          badge
          body
          fuel
          transmission
        }
        # Error.message is non-null; this one is null when found, so it takes its own name here.
        lookupMessage: message
      }
      ... on ValidationError {
        message
        issues {
          field
          message
        }
      }
      ... on RateLimitedError {
        message
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * Looks a car up by its rego when the shopper asks ("Find my car"): asked of the server each
 * time, never answered from the store, since a registration can change hands. A refusal (a rego
 * it refuses names its field; too many lookups) answers its typed error; rejects only when the
 * request itself failed.
 */
export function useTradeInRegoLookup(): (
  rego: string,
  state: RegoState,
) => Promise<RegoLookupResult | FormRefusal> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (rego, state) => {
      const data = await fetchQuery<useTradeInRegoLookupQuery>(
        environment,
        lookupQuery,
        { rego, state },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (!data) throw new Error('The rego lookup gave no answer');
      const answer = data.tradeInRegoLookup;
      if (answer.__typename !== 'TradeInRegoLookup') return answer;
      const { found, vehicle, lookupMessage: message } = answer;
      return {
        __typename: 'TradeInRegoLookup',
        found,
        vehicle: vehicle
          ? {
              year: vehicle.year ?? null,
              make: vehicle.make ?? null,
              model: vehicle.model ?? null,
              badge: vehicle.badge ?? null,
              body: vehicle.body ?? null,
              fuel: vehicle.fuel ?? null,
              transmission: vehicle.transmission ?? null,
            }
          : null,
        message: message ?? null,
      };
    },
    [environment],
  );
}
