import { z } from 'zod';
import { callableAuPhone } from '../phone/format-au-phone.js';

/**
 * "Tell me when a similar one arrives" (spec 2 §2, sold panel): a shopper leaves an e-mail, a
 * phone, or both. The browser's form and the server's mutation validate with this one schema.
 */

const PHONE_INVALID = 'Enter an Australian phone number such as 0412 345 678.';

/** A blank or null field counts as left out. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const similarCarAlertContactSchema = z
  .object({
    email: z.preprocess(
      blankToUndefined,
      z
        .email({ message: 'Enter an e-mail address such as name@example.com.' })
        .max(254, { message: 'An e-mail address has at most 254 characters.' })
        .optional(),
    ),
    phone: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .transform((typed, ctx) => {
          const phone = callableAuPhone(typed);
          if (phone === null) {
            ctx.issues.push({ code: 'custom', message: PHONE_INVALID, input: typed });
            return z.NEVER;
          }
          return phone;
        })
        .optional(),
    ),
  })
  .refine((contact) => contact.email !== undefined || contact.phone !== undefined, {
    message: 'Enter an e-mail address or a phone number so we can tell you.',
    path: ['email'],
  });

export type SimilarCarAlertContactInput = z.input<typeof similarCarAlertContactSchema>;
export type SimilarCarAlertContact = z.output<typeof similarCarAlertContactSchema>;
