import { z } from 'zod';
import { text } from './setting-primitives.js';

/**
 * Reserving a car with a deposit (spec 1 §2 "/cars/{slug}/checkout, on some sites
 * /cars/{slug}/buy-online"; spec 1 §7 "Reserve Car Now for $200"), and the deposit of the online
 * purchase journey. Texts may say `{deposit}` (the deposit as money, e.g. $200) and `{holdHours}`.
 */
export const RESERVE_PATHS = ['checkout', 'buy-online'] as const;
export type ReservePath = (typeof RESERVE_PATHS)[number];

export const reservationSettingsSchema = z
  .strictObject({
    deposit: z
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(200)
      .describe('The deposit that reserves a car, in whole dollars.'),
    path: z
      .enum(RESERVE_PATHS)
      .default('checkout')
      .describe(
        'The reserve page’s address: /cars/{slug}/checkout or /cars/{slug}/buy-online. The other address redirects to it.',
      ),
    holdHours: z
      .number()
      .int()
      .min(1)
      .max(336)
      .default(48)
      .describe(
        'How long a paid reservation shows the car as reserved while the dealership confirms it in its feed. Unconfirmed by then, the car is offered again and the dealership is told.',
      ),
    paymentMinutes: z
      .number()
      .int()
      .min(30)
      .max(1440)
      .default(30)
      .describe(
        'How long a shopper has to pay the deposit once they start; meanwhile nobody else can start reserving the car.',
      ),
    title: text
      .max(80)
      .default('Reserve Car Now for {deposit}')
      .describe('The reserve page’s heading; {deposit} is the deposit, e.g. $200.'),
    terms: text
      .max(600)
      .default(
        'Your {deposit} deposit holds this car for you for {holdHours} hours while the dealership contacts you to finalise the sale. It comes off the price, and it is refunded in full if the sale does not go ahead.',
      )
      .describe('What the deposit means, shown above the payment button and in the e-mail.'),
  })
  .prefault({})
  .describe('Reserving a car online with a deposit (when features.reserveButton is on).');

export type ReservationSettings = z.infer<typeof reservationSettingsSchema>;
