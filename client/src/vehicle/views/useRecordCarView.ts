import { useEffect } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRecordCarViewMutation } from '../../__generated__/useRecordCarViewMutation.graphql';

/**
 * Counts the vehicle page's view once it has loaded in the browser (so crawlers rendering no
 * JavaScript do not count); the server counts one per shopper per day and answers the fresh
 * `views`, which Relay writes into every panel showing them. A failure is only logged.
 */
export function useRecordCarView(carId: string | null) {
  const [commit] = useMutation<useRecordCarViewMutation>(graphql`
    mutation useRecordCarViewMutation($carId: ID!) {
      recordCarView(carId: $carId) {
        car {
          id
          views
        }
      }
    }
  `);
  useEffect(() => {
    if (!carId) return;
    commit({
      variables: { carId },
      onError: (error) => console.warn('Recording the vehicle view failed', error),
    });
  }, [carId, commit]);
}
