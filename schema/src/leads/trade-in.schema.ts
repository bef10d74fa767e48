import { z } from 'zod';
import {
  checkOptionFields,
  emailField,
  finishLeadValue,
  firstNameField,
  lastNameField,
  mobileField,
  optionalCarIdField,
  postcodeField,
  regoField,
  regoStateField,
  robotGuardFields,
  termsField,
} from './lead-fields.js';
import {
  leadFormOptions,
  type LeadFormOptions,
  type LeadSchemaContext,
} from './lead-form-options.js';

/**
 * The trade-in form (spec 2 §2, §3, §5: /cars/trade-in?car_id=, /sell-my-car, /trade-in): First
 * Name, last name, postcode, Mobile Number, email, and the hidden field holding the vehicle the
 * shopper came from. The rego and its state come with it when the valuation looked the car up.
 * The browser checks the postcode's 4 digits; the server passes `isKnownPostcode` to also refuse a
 * postcode that does not exist, with the same message.
 */
export function tradeInSchema(
  settings: Partial<LeadFormOptions> = {},
  context: LeadSchemaContext = {},
) {
  const options = leadFormOptions(settings);
  return z
    .object({
      carId: optionalCarIdField(),
      firstName: firstNameField(),
      lastName: lastNameField(),
      postcode: postcodeField(context),
      phone: mobileField(),
      email: emailField(),
      rego: regoField(),
      regoState: regoStateField(),
      termsAccepted: termsField(options.termsRequired),
      ...checkOptionFields(options),
      ...robotGuardFields(),
    })
    .transform((value) => ({ form: 'trade-in' as const, ...finishLeadValue(value, options) }));
}

export type TradeInInput = z.input<ReturnType<typeof tradeInSchema>>;
export type TradeIn = z.output<ReturnType<typeof tradeInSchema>>;
