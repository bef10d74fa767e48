import {
  ANALYTICS_EVENT_IDS,
  ANALYTICS_EVENTS,
  isAnalyticsEventId,
} from '@forecourt/schema/analytics/analytics-events';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Location } from '@forecourt/tenants/location.schema';
import { z } from 'zod';
import {
  holidayNotePhone,
  locationLandline,
  locationPhone,
  sitePhone,
} from '../../activity/shown-phone.js';
import { builder } from '../../builder.js';
import type { GraphQLContext } from '../../context.js';
import { dealerPhone } from '../../stock/dealer-phone.js';
import { badInput, NotFoundError, ValidationError } from '../common/input-validation-error.js';
import { RateLimitedError } from '../common/refusals.js';
import { utcDay } from '../../time/utc-day.js';
import { carOfArgument } from './car-argument.js';
import { phoneRevealRateLimitedError } from './phone-reveal-errors.js';
import {
  RecordCarViewPayloadRef,
  RevealContactPhonePayloadRef,
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

/** Counts one reveal against the site's limits (a site showing numbers whole counts none). */
async function takeReveal(context: GraphQLContext): Promise<void> {
  const limit = await context.phoneRevealRateLimiter.take(context.site, context.client.address);
  if (!limit.allowed) throw phoneRevealRateLimitedError(limit);
}

builder.mutationField('revealDealerPhone', (t) =>
  t.field({
    type: RevealDealerPhonePayloadRef,
    errors: {
      types: [NotFoundError, ValidationError, RateLimitedError],
      union: { description: 'The dealer’s whole number, or why it was not revealed.' },
    },
    description:
      'Reveals the whole number to call about a vehicle and records the reveal (for the dealership’s reports). On a site that masks numbers this is the only way to read it (`Car.dealerPhone` is masked there); limited per connection and per site (`RateLimitedError`).',
    args: {
      carId: t.arg.id({ required: true, description: 'The vehicle’s global id (`Car.id`).' }),
    },
    resolve: async (_root, { carId }, context) => {
      const car = await carOfArgument('carId', carId, context);
      const phone = dealerPhone(car, context.site);
      if (phone === null) throw badInput('carId', 'names a vehicle with no number to call');
      await takeReveal(context);
      await context.records.recordPhoneReveal({
        carId: car.id,
        dealershipId: car.dealershipId,
        occurredAt: context.now,
      });
      return { car, phone };
    },
  }),
);

const LOCATION_TYPENAME = 'Location';

/** The location a global id names on this site; another site's counts as none. */
function locationOfArgument(field: string, globalId: string, context: GraphQLContext): Location {
  const notFound = () => new NotFoundError(field, 'is not the id of a location of this site');
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    throw notFound();
  }
  if (decoded.typename !== LOCATION_TYPENAME) throw notFound();
  const location = context.site.locationsById.get(decoded.id);
  if (!location) throw notFound();
  return location;
}

const ContactPhoneLineEnum = builder.enumType('ContactPhoneLine', {
  description: 'Which of the site’s masked numbers a reveal asks for.',
  values: {
    MAIN: { value: 'main', description: 'A location’s number, or the site’s main number.' },
    LANDLINE: {
      value: 'landline',
      description: 'A location’s landline (`Location.landlinePhone`).',
    },
    HOLIDAY_NOTE: {
      value: 'holidayNote',
      description:
        'The number beside the holiday-hours note (`LocationDisplay.holidayHoursNotePhone`).',
    },
  } as const,
});

type ContactPhoneLine = 'main' | 'landline' | 'holidayNote';

/** The whole number a reveal asks for; a bad-input refusal naming the argument when there is none. */
function phoneToReveal(line: ContactPhoneLine, location: Location | null, context: GraphQLContext) {
  if (line === 'holidayNote') {
    const phone = holidayNotePhone(context.site);
    if (phone === null)
      throw badInput('line', 'names a holiday-hours number the site does not have');
    return phone;
  }
  if (line === 'landline') {
    if (location === null) throw badInput('locationId', 'is needed to reveal a landline');
    const phone = locationLandline(location);
    if (phone === null) throw badInput('line', 'names a landline the location does not have');
    return phone;
  }
  const phone = location ? locationPhone(location) : sitePhone(context.site);
  if (phone === null) throw badInput('locationId', 'names a location with no phone number');
  return phone;
}

builder.mutationField('revealContactPhone', (t) =>
  t.field({
    type: RevealContactPhonePayloadRef,
    errors: {
      types: [NotFoundError, ValidationError, RateLimitedError],
      union: { description: 'The whole number, or why it was not revealed.' },
    },
    description:
      'Reveals a location’s whole number (its main line or landline), the site’s main number without `locationId`, or the holiday-hours note’s number, and records the reveal. On a site that masks numbers this is the only way to read them (`Site.contact.phone`, `Location.phone`, `Location.landlinePhone` and `LocationDisplay.holidayHoursNotePhone` are masked there); limited per connection and per site (`RateLimitedError`).',
    args: {
      locationId: t.arg.id({
        description: 'The location’s global id (`Location.id`); omitted: the site’s main number.',
      }),
      line: t.arg({
        type: ContactPhoneLineEnum,
        defaultValue: 'main',
        required: true,
        description:
          'Which number: the main line (default), a location’s landline, or the holiday-hours note’s.',
      }),
    },
    resolve: async (_root, { locationId, line }, context) => {
      const location =
        locationId == null ? null : locationOfArgument('locationId', locationId, context);
      const phone = phoneToReveal(line, location, context);
      await takeReveal(context);
      await context.records.recordContactPhoneReveal({
        locationId: location?.id ?? null,
        occurredAt: context.now,
      });
      return { location, phone };
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
