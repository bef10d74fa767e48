import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useRevealDealerPhoneMutation as RevealDealerPhoneMutation } from '../../../__generated__/useRevealDealerPhoneMutation.graphql';
import { REVEAL_FAILED_MESSAGE, revealRefusal } from '../../../components/contact/revealed-phone';

const revealDealerPhoneMutation = graphql`
  mutation useRevealDealerPhoneMutation($carId: ID!) {
    revealDealerPhone(carId: $carId) {
      __typename
      ... on RevealDealerPhonePayload {
        phone
        car {
          id
          views
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Reveals the whole number to call about a car on a site that masks numbers (spec 1 §4): the
 * server answers it and records the reveal; the answer also brings the car's fresh view count
 * into the store. commitMutation: the page keeps no "in flight" state for it.
 */
export function useRevealDealerPhoneMutation(): (carId: string) => Promise<string> {
  const environment = useRelayEnvironment();
  return useCallback(
    (carId) =>
      new Promise<string>((resolve, reject) => {
        commitMutation<RevealDealerPhoneMutation>(environment, {
          mutation: revealDealerPhoneMutation,
          variables: { carId },
          onCompleted: (response) => {
            const answer = response.revealDealerPhone;
            if (answer.phone !== undefined) resolve(answer.phone);
            else reject(revealRefusal(answer));
          },
          onError: (error) => {
            console.warn('Could not reveal the dealer’s number', error);
            reject(new Error(REVEAL_FAILED_MESSAGE));
          },
        });
      }),
    [environment],
  );
}
