import {
  emailField,
  firstNameField,
  lastNameField,
  mobileField,
  postcodeField,
} from '@forecourt/schema/leads/lead-fields';
import { z } from 'zod';
import type { Postcodes } from '../../delivery/postcodes.port.js';
import type { InputIssue } from '../common/input-validation-error.js';
import { issuesOf } from '../leads/lead-submission.js';

/**
 * The buyer's details step checked with the shared lead form fields (the trade-in form's rules:
 * first and last name, e-mail, mobile, a real Australian postcode), each refusal named
 * `details.<field>`.
 */

export interface CheckoutDetailsInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
}

export type CheckoutDetails = CheckoutDetailsInput;

export async function checkDetails(
  input: CheckoutDetailsInput,
  postcodes: Postcodes,
): Promise<{ ok: true; details: CheckoutDetails } | { ok: false; issues: InputIssue[] }> {
  const schema = z.object({
    firstName: firstNameField(),
    lastName: lastNameField(),
    email: emailField(),
    phone: mobileField(),
    postcode: postcodeField({
      isKnownPostcode: async (postcode) => (await postcodes.placeOf(postcode)) !== null,
    }),
  });
  const parsed = await schema.safeParseAsync(input);
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error, ['details']) };
  return { ok: true, details: parsed.data };
}
