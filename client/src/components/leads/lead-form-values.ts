import type { FieldErrors } from 'react-hook-form';

/**
 * What the lead forms hold while the shopper fills them in: text as typed, ticks as booleans.
 * One shape for every form, each using some of the fields; these raw values are what the browser
 * checks with the shared schema and what the server checks again (submitLead's `values`).
 */
export interface LeadFormFields {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
  category: string;
  preferredDealership: string;
  locationId: string;
  rego: string;
  regoState: string;
  optIn: boolean;
  termsAccepted: boolean;
  checkOptions: Record<string, boolean>;
  checkOptionChoice: string;
  vehiclePriceBudget: string;
  preferredDate: string;
  preferredTime: string;
  carId: string;
  carType: string;
  /** The honeypot (HONEYPOT_FIELD): people leave it empty. */
  website: string;
}

export type LeadFieldName = keyof LeadFormFields;

/** A form's starting values: only the fields it has. */
export type LeadFormDefaults = Partial<LeadFormFields>;

export interface LeadFieldError {
  /** The field's path in the form's values, e.g. `email` or `checkOptions.finance`. */
  name: string;
  message: string;
}

/** Every error of a form, nested ones (`checkOptions.finance`) included, in the form's order. */
export function flattenFieldErrors(errors: FieldErrors, prefix = ''): LeadFieldError[] {
  const found: LeadFieldError[] = [];
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    // A field's own error has a type; a group of fields (checkOptions) holds errors by name.
    if ('type' in error) {
      if (typeof error.message === 'string' && error.message !== '') {
        found.push({ name, message: error.message });
      }
    } else {
      found.push(...flattenFieldErrors(error as FieldErrors, name));
    }
  }
  return found;
}

/**
 * The values a saved draft brings back: only fields the form has, of the type it holds them in,
 * so whatever an older version of the site left behind is dropped rather than breaking the form.
 */
export function restorableValues(defaults: LeadFormDefaults, saved: unknown): LeadFormDefaults {
  if (typeof saved !== 'object' || saved === null) return {};
  const restored: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = (saved as Record<string, unknown>)[name];
    if (value === undefined || value === null) continue;
    if (typeof fallback === 'object' && fallback !== null) {
      if (typeof value !== 'object') continue;
      restored[name] = Object.fromEntries(
        Object.keys(fallback).flatMap((key) => {
          const ticked = (value as Record<string, unknown>)[key];
          return typeof ticked === 'boolean' ? [[key, ticked]] : [];
        }),
      );
    } else if (typeof value === typeof fallback) {
      restored[name] = value;
    }
  }
  return restored as LeadFormDefaults;
}
