import { builder } from '../../builder.js';
import type { Location } from '@forecourt/tenants/location.schema';
import type { StockDocument } from '../../stock/stock-document.js';
import { CarRef } from '../car/car.type.js';
import { LocationRef } from '../location/location.type.js';

export const RecordCarViewPayloadRef = builder
  .objectRef<{ counted: boolean; car: StockDocument }>('RecordCarViewPayload')
  .implement({
    description: 'The result of recording a view of a vehicle page.',
    fields: (t) => ({
      counted: t.exposeBoolean('counted', {
        description:
          'Whether this view was counted: false when this shopper already viewed the vehicle today.',
      }),
      car: t.field({
        type: CarRef,
        description: 'The vehicle, with its updated `views`.',
        resolve: (payload) => payload.car,
      }),
    }),
  });

export const RevealDealerPhonePayloadRef = builder
  .objectRef<{ car: StockDocument; phone: string }>('RevealDealerPhonePayload')
  .implement({
    description: 'The dealer’s whole number for a vehicle, its reveal recorded.',
    fields: (t) => ({
      phone: t.exposeString('phone', {
        description: 'The whole number to call about the vehicle, as shown: 0X XXXX XXXX.',
      }),
      car: t.field({
        type: CarRef,
        description: 'The vehicle whose dealer’s number was revealed.',
        resolve: (payload) => payload.car,
      }),
    }),
  });

export const RevealContactPhonePayloadRef = builder
  .objectRef<{ location: Location | null; phone: string }>('RevealContactPhonePayload')
  .implement({
    description: 'A location’s or the site’s whole number, its reveal recorded.',
    fields: (t) => ({
      phone: t.exposeString('phone', {
        description: 'The whole number, as shown: 0X XXXX XXXX.',
      }),
      location: t.field({
        type: LocationRef,
        nullable: true,
        description: 'The location whose number it is; null for the site’s main number.',
        resolve: (payload) => payload.location,
      }),
    }),
  });

export const TrackEventPayloadRef = builder
  .objectRef<{ recorded: boolean }>('TrackEventPayload')
  .implement({
    description: 'The result of recording an analytics event.',
    fields: (t) => ({
      recorded: t.exposeBoolean('recorded', { description: 'Whether the event was recorded.' }),
    }),
  });
