import { z } from 'zod';
import {
  emailField,
  firstNameField,
  lastNameField,
  mobileField,
  optionalText,
  postcodeField,
} from '../leads/lead-fields.js';
import type { LeadSchemaContext } from '../leads/lead-form-options.js';

/**
 * The reserve form's validation: the shared lead fields with the lead forms' own rules and words
 * (schema/src/leads/lead-fields.ts), so a shopper reads the same message on every form. The mobile
 * is required (the dealership calls to finalise the sale); the postcode may be left out.
 */
export function reserveFormSchema(context: LeadSchemaContext = {}) {
  return z.object({
    firstName: firstNameField(),
    lastName: lastNameField(),
    email: emailField(),
    phone: mobileField(),
    postcode: optionalText().pipe(postcodeField(context).optional()),
  });
}

export type ReserveFormValues = z.infer<ReturnType<typeof reserveFormSchema>>;
