import { z } from 'zod';
import { CAR_TYPES } from '../stock/car-record.schema.js';
import { serviceBaseUrl, serviceTimeoutMs } from './setting-primitives.js';

/**
 * Where the vehicle page's price gauge (spec 1 §3, §5, §7) comes from. The common case needs no
 * outside service: the platform estimates the market from comparable stock of the site. A dealer
 * with an autogauge service names its base address; the gauge is then read from
 * `GET {baseUrl}/cars/{slug}/autogauge`.
 */

export const DEFAULT_AUTOGAUGE_TIMEOUT_MS = 2_000;
/** Longer than this and the vehicle page would wait on the gauge. */
export const MAX_AUTOGAUGE_TIMEOUT_MS = 10_000;
/** Spec 2 §3: the autogauge plugin is for used vehicles. */
export const DEFAULT_PRICE_GAUGE_CAR_TYPES: (typeof CAR_TYPES)[number][] = ['used'];

const estimatorSourceSchema = z
  .strictObject({ kind: z.literal('estimator') })
  .describe('The platform estimates the market from comparable stock of the site.');

const autogaugeSourceSchema = z
  .strictObject({
    kind: z.literal('autogauge'),
    baseUrl: serviceBaseUrl('car').describe(
      'The service’s address without the car path, e.g. https://gauge.example.com.au/api.',
    ),
    timeoutMs: serviceTimeoutMs(DEFAULT_AUTOGAUGE_TIMEOUT_MS, MAX_AUTOGAUGE_TIMEOUT_MS).describe(
      'How long the service may take (ms) before the page shows no gauge.',
    ),
  })
  .describe('An autogauge service: GET {baseUrl}/cars/{slug}/autogauge.');

export const priceGaugeSourceSchema = z
  .discriminatedUnion('kind', [estimatorSourceSchema, autogaugeSourceSchema])
  .default({ kind: 'estimator' })
  .describe('Where the gauge’s market price comes from; left out: the estimator.');

export const priceGaugeSchema = z
  .strictObject({
    source: priceGaugeSourceSchema,
    carTypes: z
      .array(z.enum(CAR_TYPES))
      .min(1, 'name at least one car type (turn features.priceGauge off instead)')
      .default(DEFAULT_PRICE_GAUGE_CAR_TYPES)
      .describe('Car types whose pages show the gauge.'),
  })
  .prefault({})
  .describe('The market price gauge of the vehicle page (when features.priceGauge is on).');

export type PriceGaugeSettings = z.infer<typeof priceGaugeSchema>;
export type PriceGaugeSource = PriceGaugeSettings['source'];
