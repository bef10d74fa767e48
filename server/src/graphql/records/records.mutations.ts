import {
  ANALYTICS_EVENT_IDS,
  ANALYTICS_EVENTS,
  isAnalyticsEventId,
} from '@forecourt/schema/analytics/analytics-events';
import { z } from 'zod';
import { builder } from '../../builder.js';
import { utcDay } from '../../time/utc-day.js';
import { carOfArgument } from './car-argument.js';
import {
  RecordCarViewPayloadRef,
  RevealDealerPhonePayloadRef,
  TrackEventPayloadRef,
} from './records-payloads.type.js';
// Car.views: the payloads hand back the car so the page shows the fresh count.
import './car-views.type.js';

builder.mutationField('recordCarView', (t) =>
  t.field({
    type: RecordCarViewPayloadRef,
    description:
      'Counts a view of a vehicle page: once per shopper per day. Viewing a used vehicle also records its analytics event.',
    args: {
      carId: t.arg.id({ required: true, description: 'The vehicle’s global id (`Car.id`).' }),
    },
    resolve: async (_root, { carId }, context) => {
      const car = await carOfArgument('carId', carId, context);
      const counted = await context.records.recordCarView({
        carId: car.id,
        visitorKey: context.visitorKey,
        day: utcDay(context.now),
      });
      if (car.carType === 'used') {
        await context.records.recordAnalyticsEvent({
          eventId: ANALYTICS_EVENTS.USED_VEHICLE_DETAIL_VIEW,
          carId: car.id,
          visitorKey: context.visitorKey,
          occurredAt: context.now,
        });
      }
      // The payload's `views` must include this view, not a count loaded before it.
      context.loaders.carViewsLoader.clear(car.id);
      return { counted, car };
    },
  }),
);

builder.mutationField('revealDealerPhone', (t) =>
  t.field({
    type: RevealDealerPhonePayloadRef,
    description:
      'Records that a shopper revealed the dealer’s phone number on a vehicle page (for the dealership’s reports).',
    args: {
      carId: t.arg.id({ required: true, description: 'The vehicle’s global id (`Car.id`).' }),
    },
    resolve: async (_root, { carId }, context) => {
      const car = await carOfArgument('carId', carId, context);
      await context.records.recordPhoneReveal({
        carId: car.id,
        dealershipId: car.dealershipId,
        occurredAt: context.now,
      });
      return { car };
    },
  }),
);

builder.mutationField('trackEvent', (t) =>
  t.field({
    type: TrackEventPayloadRef,
    description: `Records an analytics event of the site’s catalogue (${ANALYTICS_EVENT_IDS.join(', ')}).`,
    args: {
      eventId: t.arg.int({
        required: true,
        description: 'The event’s numeric id from the analytics catalogue.',
        validate: z.number().refine(isAnalyticsEventId, {
          message: `is not a known event id; known ids: ${ANALYTICS_EVENT_IDS.join(', ')}`,
        }),
      }),
      carId: t.arg.id({
        description: 'The global id (`Car.id`) of the vehicle the event is about, if any.',
      }),
    },
    resolve: async (_root, { eventId, carId }, context) => {
      const car = carId == null ? null : await carOfArgument('carId', carId, context);
      await context.records.recordAnalyticsEvent({
        eventId,
        carId: car?.id ?? null,
        visitorKey: context.visitorKey,
        occurredAt: context.now,
      });
      return { recorded: true };
    },
  }),
);
