import { builder } from '../../builder.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { CarRef } from '../car/car.type.js';

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
  .objectRef<{ car: StockDocument }>('RevealDealerPhonePayload')
  .implement({
    description: 'The result of recording that a shopper revealed the dealer’s phone number.',
    fields: (t) => ({
      car: t.field({
        type: CarRef,
        description: 'The vehicle whose dealer’s number was revealed.',
        resolve: (payload) => payload.car,
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
