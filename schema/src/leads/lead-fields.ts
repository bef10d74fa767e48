import { z } from 'zod';
import { CALLABLE_AU_PHONE, callableAuPhone } from '../phone/format-au-phone.js';
import { foldCheckOptions, type CheckOptionFields } from './additional-services.js';
import { formatKmInput, formatMoneyInput, parseKmInput, parseMoneyInput } from './amount-inputs.js';
import {
  INVALID_POSTCODE_MESSAGE,
  LEAD_FIELD_MESSAGES as M,
  MAX_EMAIL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  TERMS_REQUIRED_MESSAGE,
  amountInvalidMessage,
  kmInvalidMessage,
  tooLargeMessage,
} from './form-messages.js';
import { CAR_TYPES } from './lead-car-types.js';
import type { LeadFormOptions, LeadSchemaContext } from './lead-form-options.js';

/**
 * The fields the lead forms share, built in one place so every form words and checks them the
 * same way. Each builder returns a zod schema for one field; the form schemas compose them.
 */

/** Spec 2 §9: the number of digits of a postcode. */
export const POSTCODE_LENGTH = 4;
const POSTCODE = new RegExp(`^\\d{${POSTCODE_LENGTH}}$`);

/** The honeypot: a field hidden from people, which robots fill in. */
export const HONEYPOT_FIELD = 'website';

/** The states a vehicle can be registered in (the rego lookup's regoState). */
export const REGO_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type RegoState = (typeof REGO_STATES)[number];
/** Spec 2 §9: the rego state when the shopper gives a rego but no state. */
export const DEFAULT_REGO_STATE: RegoState = 'QLD';
/** Personalised plates run to 9 characters in some states; no state issues longer ones. */
export const MAX_REGO_LENGTH = 9;
const REGO = new RegExp(`^[A-Z0-9]{1,${MAX_REGO_LENGTH}}$`);

/** A money amount above this is a slip of the keyboard, not a vehicle budget. */
export const MAX_MONEY_AMOUNT = 10_000_000;
/** A distance above this is a slip of the keyboard, not an odometer reading. */
export const MAX_KM = 2_000_000;

/** Ids of stock and pages are short; anything longer was not put there by our pages. */
const MAX_ID_LENGTH = 200;

const blankToUndefined = (value: string | undefined): string | undefined =>
  value === '' ? undefined : value;

/** Text the shopper must fill in: trimmed, at most `max` characters. */
function requiredText(required: string, tooLong: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong });
}

/** Text the shopper may leave out: trimmed, blank read as left out. */
export function optionalText() {
  return z.string().trim().optional().transform(blankToUndefined);
}

export const nameField = () => requiredText(M.nameRequired, M.nameTooLong, MAX_NAME_LENGTH);
export const firstNameField = () =>
  requiredText(M.firstNameRequired, M.firstNameTooLong, MAX_NAME_LENGTH);
export const lastNameField = () =>
  requiredText(M.lastNameRequired, M.lastNameTooLong, MAX_NAME_LENGTH);

export function emailField() {
  return requiredText(M.emailRequired, M.emailTooLong, MAX_EMAIL_LENGTH).pipe(
    z.email({ error: M.emailInvalid }),
  );
}

/** An Australian mobile: 04 or 05. */
const MOBILE_PHONE = /^0[45] \d{4} \d{4}$/;

function phoneOf(required: string, invalid: string, shape: RegExp) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .transform((typed, ctx) => {
      const formatted = callableAuPhone(typed, shape);
      if (formatted === null) {
        ctx.issues.push({ code: 'custom', message: invalid, input: typed });
        return z.NEVER;
      }
      return formatted;
    });
}

/** Any Australian phone, stored as 0X XXXX XXXX. */
export const phoneField = () => phoneOf(M.phoneRequired, M.phoneInvalid, CALLABLE_AU_PHONE);
/** The trade-in form's Mobile Number (04 or 05), stored as 04 XXXX XXXX. */
export const mobileField = () => phoneOf(M.mobileRequired, M.mobileInvalid, MOBILE_PHONE);

/** Spec 2 §5: the message is required unless the site or the form makes it optional. */
export function messageField(optional: boolean) {
  return optional
    ? z
        .string()
        .trim()
        .max(MAX_MESSAGE_LENGTH, { error: M.messageTooLong })
        .optional()
        .transform(blankToUndefined)
    : requiredText(M.messageRequired, M.messageTooLong, MAX_MESSAGE_LENGTH);
}

/** A select of the site's choices that must be answered with a listed choice. */
function requiredChoiceField(
  choices: readonly string[],
  messages: { required: string; unknown: string },
) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine((choice) => choices.includes(choice), { error: messages.unknown });
}

/**
 * A select the shopper may leave out, or a hidden field: left out, or a listed choice; left out
 * with a single choice, that one (a form without the select still names it).
 */
function optionalChoiceField(choices: readonly string[], unknown: string) {
  return optionalText()
    .refine((choice) => choice === undefined || choices.includes(choice), { error: unknown })
    .transform((choice) => choice ?? (choices.length === 1 ? choices[0] : undefined));
}

/** A select that is required or not as the site and form decide. */
function choiceField(
  choices: readonly string[],
  required: boolean,
  messages: { required: string; unknown: string },
) {
  return required
    ? requiredChoiceField(choices, messages)
    : optionalChoiceField(choices, messages.unknown);
}

/** Spec 2 §5: required when the site has several dealerships and the form shows the select. */
export function preferredDealershipField(options: LeadFormOptions) {
  return choiceField(
    options.dealerships.map((dealership) => dealership.slug),
    options.showPreferredDealership && options.dealerships.length > 1,
    { required: M.dealershipRequired, unknown: M.dealershipUnknown },
  );
}

/** Spec 2 §5: the website location select is required where the form shows it. */
export function locationField(options: LeadFormOptions) {
  return choiceField(
    options.locations.map((location) => location.id),
    options.showLocationSelect && options.locations.length > 0,
    { required: M.locationRequired, unknown: M.locationUnknown },
  );
}

/** Spec 2 §5: the General Enquiry category select is required. */
export function categoryField(options: LeadFormOptions) {
  return requiredChoiceField(options.categories, {
    required: M.categoryRequired,
    unknown: M.categoryUnknown,
  });
}

/** Spec 2 §5: the rego is optional; spaces and hyphens are dropped and letters capitalised. */
export function regoField() {
  return optionalText()
    .transform((rego) => rego?.replace(/[\s-]/g, '').toUpperCase())
    .refine((rego) => rego === undefined || REGO.test(rego), { error: M.regoInvalid });
}

export function regoStateField() {
  return optionalText()
    .transform((state) => state?.toUpperCase())
    .refine((state) => state === undefined || (REGO_STATES as readonly string[]).includes(state), {
      error: M.regoStateUnknown,
    })
    .transform((state) => state as RegoState | undefined);
}

/** Spec 2 §5: opt-in is optional and on unless the shopper unticks it. */
export const optInField = () => z.boolean({ error: M.optInInvalid }).default(true);

/** Spec 2 §5: on sites that require it, the terms of use must be agreed to. */
export function termsField(required: boolean) {
  const ticked = z.boolean({ error: TERMS_REQUIRED_MESSAGE }).optional();
  return (
    required
      ? ticked.refine((agreed) => agreed === true, { error: TERMS_REQUIRED_MESSAGE })
      : ticked
  ).transform((agreed) => agreed === true);
}

/** Spec 2 §5: the trade-in postcode is 4 digits; the server also asks if it is a real one. */
export function postcodeField(context: LeadSchemaContext) {
  const fourDigits = z
    .string({ error: INVALID_POSTCODE_MESSAGE })
    .trim()
    .regex(POSTCODE, { error: INVALID_POSTCODE_MESSAGE, abort: true });
  const { isKnownPostcode } = context;
  return isKnownPostcode
    ? fourDigits.refine((postcode) => isKnownPostcode(postcode), {
        error: INVALID_POSTCODE_MESSAGE,
      })
    : fourDigits;
}

/** The vehicle a form is about, from a hidden field. */
export const requiredCarIdField = () => requiredText(M.carRequired, M.carRequired, MAX_ID_LENGTH);
export const optionalCarIdField = () =>
  optionalText().refine((id) => id === undefined || id.length <= MAX_ID_LENGTH, {
    error: M.carRequired,
  });

export const carTypeField = () =>
  optionalText().pipe(z.enum(CAR_TYPES, { error: M.carTypeUnknown }).optional());

/**
 * A money input ("$12,500"), optional. `field` names it in a sentence ("your vehicle price
 * budget"). Whole or cents; at most MAX_MONEY_AMOUNT.
 */
export function moneyField(field: string, max = MAX_MONEY_AMOUNT) {
  return amountField(parseMoneyInput, {
    invalid: amountInvalidMessage(field),
    tooLarge: tooLargeMessage(field, formatMoneyInput(max)),
    max,
  });
}

/** A kilometre input ("12,345 kms"), optional, in whole kilometres up to MAX_KM. */
export function kmField(field: string, max = MAX_KM) {
  return amountField(parseKmInput, {
    invalid: kmInvalidMessage(field),
    tooLarge: tooLargeMessage(field, formatKmInput(max)),
    max,
  });
}

function amountField(
  parse: (typed: string) => number | null,
  rules: { invalid: string; tooLarge: string; max: number },
) {
  return z
    .union([z.number(), z.string()], { error: rules.invalid })
    .optional()
    .transform((entry, ctx) => {
      if (entry === undefined || (typeof entry === 'string' && entry.trim() === '')) {
        return undefined;
      }
      const amount = typeof entry === 'number' ? entry : parse(entry);
      if (amount === null || !Number.isFinite(amount) || amount < 0) {
        ctx.issues.push({ code: 'custom', message: rules.invalid, input: entry });
        return z.NEVER;
      }
      if (amount > rules.max) {
        ctx.issues.push({ code: 'custom', message: rules.tooLarge, input: entry });
        return z.NEVER;
      }
      return amount;
    });
}

/** Spec 2 §5: the check options, as boxes or as one radio choice. */
export function checkOptionFields(options: LeadFormOptions) {
  const names = options.checkOptions.map((option) => option.name);
  return {
    checkOptions: z
      .object(Object.fromEntries(names.map((name) => [name, z.boolean().optional()])))
      .optional(),
    checkOptionChoice: optionalText().refine(
      (choice) => choice === undefined || names.includes(choice),
      { error: M.checkOptionUnknown },
    ),
  };
}

/**
 * Every form's guard against robots in its values: the honeypot, which people leave empty. Any
 * value is taken here and dropped from the lead, so no refusal points a robot at the trap; the
 * server answers a filled honeypot as if the lead were sent and keeps nothing (`honeypotFilled`).
 * That this site rendered the form is not a value: the server's form token vouches for it.
 */
export function robotGuardFields() {
  return { [HONEYPOT_FIELD]: z.unknown().optional() } as const;
}

/** Whether a form's raw values have the honeypot filled in (a robot's, not a person's). */
export function honeypotFilled(values: unknown): boolean {
  if (typeof values !== 'object' || values === null) return false;
  const trap = (values as Record<string, unknown>)[HONEYPOT_FIELD];
  if (trap === undefined || trap === null) return false;
  return typeof trap !== 'string' || trap.trim() !== '';
}

/** The fields of every enquiry form (all but the trade-in form). */
export function enquiryFields(options: LeadFormOptions) {
  return {
    name: nameField(),
    email: emailField(),
    phone: phoneField(),
    message: messageField(options.messageOptional),
    preferredDealership: preferredDealershipField(options),
    locationId: locationField(options),
    rego: regoField(),
    regoState: regoStateField(),
    optIn: optInField(),
    termsAccepted: termsField(options.termsRequired),
    ...checkOptionFields(options),
    ...robotGuardFields(),
  };
}

interface EnquiryTail extends CheckOptionFields {
  website?: unknown;
  rego?: string;
  regoState?: RegoState;
}

/**
 * What every form's value becomes once valid: check options folded into additionalServices, the
 * honeypot dropped, and a rego without a state given the default state.
 */
export function finishLeadValue<T extends EnquiryTail>(value: T, options: LeadFormOptions) {
  const { website: _honeypot, ...rest } = foldCheckOptions(value, options);
  return {
    ...rest,
    regoState: value.regoState ?? (value.rego === undefined ? undefined : DEFAULT_REGO_STATE),
  };
}
