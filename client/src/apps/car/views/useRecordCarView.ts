import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useRecordCarViewMutation } from '../../../__generated__/useRecordCarViewMutation.graphql';
import { useOncePerView } from '../../../analytics/useOncePerView';

const recordCarViewMutation = graphql`
  mutation useRecordCarViewMutation($carId: ID!) {
    recordCarView(carId: $carId) {
      car {
        id
        views
      }
    }
  }
`;

/**
 * Counts the vehicle page's view once it has loaded in the browser (so crawlers rendering no
 * JavaScript do not count), once per page load even where React runs effects twice; the server
 * counts one per shopper per day (and records a used vehicle's detail view, event 4) and answers
 * the fresh `views`, which Relay writes into every panel showing them. A failure is only logged.
 *
 * commitMutation rather than useMutation: useMutation keeps an "in flight" state in the page that
 * calls it, and the whole vehicle page would render twice more while it loads.
 */
export function useRecordCarView(carId: string | null) {
  const environment = useRelayEnvironment();
  useOncePerView(carId, () => {
    if (!carId) return;
    commitMutation<useRecordCarViewMutation>(environment, {
      mutation: recordCarViewMutation,
      variables: { carId },
      onError: (error) => console.warn('Recording the vehicle view failed', error),
    });
  });
}
