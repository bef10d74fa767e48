import { builder } from '../../builder.js';
import type { SimilarCarAlert } from '../../alerts/similar-car-alerts.port.js';

export const SimilarCarAlertStatusEnum = builder.enumType('SimilarCarAlertStatus', {
  description: 'Where a “tell me when a similar one arrives” request stands.',
  values: {
    WAITING: {
      value: 'waiting',
      description: 'Waiting for a similar vehicle to arrive in stock.',
    },
    DUE: {
      value: 'due',
      description: 'A similar vehicle arrived; the dealer is to tell the shopper (once).',
    },
    UNSUBSCRIBED: {
      value: 'unsubscribed',
      description: 'The shopper unsubscribed with the link; nothing more is sent.',
    },
  } as const,
});

export const SimilarCarAlertRef = builder.objectRef<SimilarCarAlert>('SimilarCarAlert').implement({
  description:
    'A shopper’s request to be told when a vehicle similar to a sold one arrives in stock: same price band, and the same make and model or the same car type and body, as the site’s similar-vehicles strip.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The alert’s id on this site.' }),
    status: t.field({
      type: SimilarCarAlertStatusEnum,
      description: 'Whether the alert still waits, is due or was unsubscribed.',
      resolve: (alert) => alert.status,
    }),
  }),
});

export const RequestSimilarCarAlertPayloadRef = builder
  .objectRef<{ alert: SimilarCarAlert }>('RequestSimilarCarAlertPayload')
  .implement({
    description: 'The result of asking to be told when a similar vehicle arrives.',
    fields: (t) => ({
      alert: t.field({
        type: SimilarCarAlertRef,
        description:
          'The waiting alert: a new one, or the one this contact already had for the vehicle.',
        resolve: (payload) => payload.alert,
      }),
    }),
  });

export const UnsubscribeSimilarCarAlertPayloadRef = builder
  .objectRef<{ unsubscribed: boolean }>('UnsubscribeSimilarCarAlertPayload')
  .implement({
    description: 'The result of following a similar-vehicle alert’s unsubscribe link.',
    fields: (t) => ({
      unsubscribed: t.exposeBoolean('unsubscribed', {
        description:
          'True when the token names an alert of this site, which is now unsubscribed (also on a repeat); false when it names none.',
      }),
    }),
  });
