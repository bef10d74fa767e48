import { z } from 'zod';
import { formatAuPhone } from '../phone/format-au-phone.js';

/**
 * "Tell me when a similar one arrives" (spec 2 §2, sold panel): a shopper leaves an e-mail, a
 * phone, or both. The browser's form and the server's mutation validate with this one schema.
 */

/** A blank or null field counts as left out. */
/** A number a shopper can be called or texted on: a landline or mobile, 0X XXXX XXXX. */
const SHOPPER_PHONE = /^0\d \d{4} \d{4}$/;
const shopperPhone = (raw: string): string | null => {
  const formatted = formatAuPhone(raw);
  return formatted !== null && SHOPPER_PHONE.test(formatted) ? formatted : null;
};

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
        .refine((phone) => shopperPhone(phone) !== null, {
          message: 'Enter an Australian phone number such as 0412 345 678.',
        })
        .transform((phone) => shopperPhone(phone)!)
        .optional(),
    ),
  })
  .refine((contact) => contact.email !== undefined || contact.phone !== undefined, {
    message: 'Enter an e-mail address or a phone number so we can tell you.',
    path: ['email'],
  });

export type SimilarCarAlertContactInput = z.input<typeof similarCarAlertContactSchema>;
export type SimilarCarAlertContact = z.output<typeof similarCarAlertContactSchema>;
