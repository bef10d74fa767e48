import { z } from 'zod';
import { builder } from '../../builder.js';

/** Spec 2 §9: an Australian postcode is 4 digits. */
export const POSTCODE_PATTERN = /^\d{4}$/;
/** A radius wider than the continent means nothing; a bound keeps the number honest. */
export const MIN_WITHIN_KM = 1;
export const MAX_WITHIN_KM = 5000;

export interface NearPostcodeInput {
  postcode: string;
  withinKm?: number | null;
}

export const NearPostcodeInputRef = builder.inputType('NearPostcode', {
  description:
    'Where the shopper is, by Australian postcode: results carry `distanceKm` from it, the `NEAREST` sort becomes available and `withinKm` keeps only vehicles that close.',
  fields: (t) => ({
    postcode: t.string({
      required: true,
      description: 'An Australian postcode (4 digits).',
      validate: z
        .string()
        .trim()
        .regex(POSTCODE_PATTERN, 'must be an Australian postcode of 4 digits'),
    }),
    withinKm: t.int({
      description: `Only vehicles at most this many km (straight line) from the postcode, ${MIN_WITHIN_KM} to ${MAX_WITHIN_KM}.`,
      validate: z
        .number()
        .int()
        .min(MIN_WITHIN_KM, `must be between ${MIN_WITHIN_KM} and ${MAX_WITHIN_KM}`)
        .max(MAX_WITHIN_KM, `must be between ${MIN_WITHIN_KM} and ${MAX_WITHIN_KM}`),
    }),
  }),
});
