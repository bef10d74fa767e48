import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useRevealContactPhoneMutation } from '../../__generated__/useRevealContactPhoneMutation.graphql';
import { REVEAL_FAILED_MESSAGE, revealRefusal } from './revealed-phone';

const revealContactPhoneMutation = graphql`
  mutation useRevealContactPhoneMutation($locationId: ID) {
    revealContactPhone(locationId: $locationId) {
      __typename
      ... on RevealContactPhonePayload {
        phone
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Reveals a location's number, or the site's main number (locationId null), on a site that masks
 * them: the server answers the whole number and counts the reveal.
 */
export function useRevealContactPhone(): (locationId: string | null) => Promise<string> {
  const environment = useRelayEnvironment();
  return useCallback(
    (locationId) =>
      new Promise<string>((resolve, reject) => {
        commitMutation<useRevealContactPhoneMutation>(environment, {
          mutation: revealContactPhoneMutation,
          variables: { locationId },
          onCompleted: (response) => {
            const answer = response.revealContactPhone;
            if (answer.phone !== undefined) resolve(answer.phone);
            else reject(revealRefusal(answer));
          },
          onError: () => reject(new Error(REVEAL_FAILED_MESSAGE)),
        });
      }),
    [environment],
  );
}
