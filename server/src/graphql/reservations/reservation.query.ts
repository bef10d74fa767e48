import { z } from 'zod';
import { builder } from '../../builder.js';
import { ViewerRef } from '../accounts/viewer.type.js';
import { ReservationRef } from './reservation.type.js';

/** A reservation's id is a random UUID; anything else names no reservation. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Most reservations a shopper's garage lists; a shopper with more is not a shopper. */
const MAX_VIEWER_RESERVATIONS = 20;

builder.queryField('reservation', (t) =>
  t.field({
    type: ReservationRef,
    nullable: true,
    description:
      'A reservation of this site by its id (the address of its page); null for an unknown or malformed id and for another site’s reservation.',
    args: {
      id: t.arg.id({
        required: true,
        description: 'The reservation’s id, as in /reservations/{id}.',
        validate: z.string().max(100, 'is too long'),
      }),
    },
    resolve: (_root, { id }, context) =>
      UUID.test(String(id)) ? context.records.reservation(String(id).toLowerCase()) : null,
  }),
);

builder.objectFields(ViewerRef, (t) => ({
  reservations: t.field({
    type: [ReservationRef],
    description: `The shopper’s own reservations on this site, newest first (at most ${MAX_VIEWER_RESERVATIONS}).`,
    resolve: async (viewer, _args, context) =>
      (await context.records.reservationsOfUser(viewer.userId)).slice(0, MAX_VIEWER_RESERVATIONS),
  }),
}));
