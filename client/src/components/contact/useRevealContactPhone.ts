import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type {
  ContactPhoneLine,
  useRevealContactPhoneMutation,
} from '../../__generated__/useRevealContactPhoneMutation.graphql';
import { REVEAL_FAILED_MESSAGE, revealRefusal } from './revealed-phone';

const revealContactPhoneMutation = graphql`
  mutation useRevealContactPhoneMutation($locationId: ID, $line: ContactPhoneLine!) {
    revealContactPhone(locationId: $locationId, line: $line) {
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
 * Reveals a location's number (its main line, or its landline), the site's main number
 * (locationId null), or the holiday-hours note's number, on a site that masks them: the server
 * answers the whole number and counts the reveal.
 */
export function useRevealContactPhone(): (
  locationId: string | null,
  line?: ContactPhoneLine,
) => Promise<string> {
  const environment = useRelayEnvironment();
  return useCallback(
    (locationId, line = 'MAIN') =>
      new Promise<string>((resolve, reject) => {
        commitMutation<useRevealContactPhoneMutation>(environment, {
          mutation: revealContactPhoneMutation,
          variables: { locationId, line },
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
