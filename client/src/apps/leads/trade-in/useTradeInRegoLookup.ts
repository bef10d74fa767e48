import type { RegoState } from '@forecourt/schema/leads/lead-fields';
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useTradeInRegoLookupQuery } from '../../../__generated__/useTradeInRegoLookupQuery.graphql';
import type { LookedUpVehicle } from './trade-in-valuation-values';

/** What the lookup answered: the car when it found one, else why not (when it says). */
export interface RegoLookupResult {
  found: boolean;
  vehicle: LookedUpVehicle | null;
  message: string | null;
}

const lookupQuery = graphql`
  query useTradeInRegoLookupQuery($rego: String!, $state: RegoState!) {
    tradeInRegoLookup(rego: $rego, state: $state) {
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
      message
    }
  }
`;

/**
 * Looks a car up by its rego when the shopper asks ("Find my car"): asked of the server each
 * time, never answered from the store, since a registration can change hands. Rejects with the
 * server's errors (a rego it refuses names its field).
 */
export function useTradeInRegoLookup(): (
  rego: string,
  state: RegoState,
) => Promise<RegoLookupResult> {
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
      const { found, vehicle, message } = data.tradeInRegoLookup;
      return {
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
