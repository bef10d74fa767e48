import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRevealDealerPhoneMutation as RevealDealerPhoneMutation } from '../../../__generated__/useRevealDealerPhoneMutation.graphql';

/**
 * Records that a shopper revealed a masked dealer number (spec 1 §4). The answer brings the
 * car's fresh view count into the store. Spec 1 §8: a failure is only logged.
 */
export function useRevealDealerPhoneMutation(): (carId: string) => void {
  const [commit] = useMutation<RevealDealerPhoneMutation>(graphql`
    mutation useRevealDealerPhoneMutation($carId: ID!) {
      revealDealerPhone(carId: $carId) {
        car {
          id
          views
        }
      }
    }
  `);
  return useCallback(
    (carId) => {
      commit({
        variables: { carId },
        onError: (error) => console.warn('Could not record the phone reveal', error),
      });
    },
    [commit],
  );
}
