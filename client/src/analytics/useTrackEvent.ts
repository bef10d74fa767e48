import type { AnalyticsEventId } from '@forecourt/schema/analytics/analytics-events';
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useTrackEventMutation } from '../__generated__/useTrackEventMutation.graphql';

const trackEventMutation = graphql`
  mutation useTrackEventMutation($eventId: Int!, $carId: ID) {
    trackEvent(eventId: $eventId, carId: $carId) {
      recorded
    }
  }
`;

const warn = (eventId: number, error: unknown) =>
  console.warn(`Could not record analytics event ${String(eventId)}`, error);

/**
 * Records an analytics event by its catalogue id (spec 1 §7), optionally about one car.
 * Fire and forget: a shopper's click never waits for it, and a failure is only logged.
 */
export function useTrackEvent(): (eventId: AnalyticsEventId, carId?: string) => void {
  const environment = useRelayEnvironment();
  return useCallback(
    (eventId, carId) => {
      try {
        // commitMutation rather than useMutation: nothing on screen waits for the answer.
        commitMutation<useTrackEventMutation>(environment, {
          mutation: trackEventMutation,
          variables: { eventId, carId: carId ?? null },
          onError: (error) => warn(eventId, error),
        });
      } catch (error) {
        warn(eventId, error);
      }
    },
    [environment],
  );
}
