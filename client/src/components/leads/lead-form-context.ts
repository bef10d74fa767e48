import type { LeadFormOptions } from '@forecourt/schema/leads/lead-form-options';
import { createContext, useContext } from 'react';
import type { LeadFormDefaults } from './lead-form-values';

/** What the fields of a lead form share beyond react-hook-form's own context. */
export interface LeadFormContextValue {
  /** The site's options for this form, as the schema was built with. */
  options: LeadFormOptions;
  /** The terms-of-use page the terms box links to; null when the form has no terms box. */
  termsUrl: string | null;
  /** Today at the site, YYYY-MM-DD (the first date a test drive can be booked). */
  today: string;
  /** The form's starting values, rendered into the inputs' HTML by the server. */
  defaults: LeadFormDefaults;
  /** Prefix of the form's element ids, unique on the page. */
  idPrefix: string;
}

export const LeadFormContext = createContext<LeadFormContextValue | null>(null);

/** The lead form a field is in; a field outside a LeadForm is a programming error. */
export function useLeadFormContext(): LeadFormContextValue {
  const value = useContext(LeadFormContext);
  if (!value) throw new Error('A lead form field must be rendered inside a <LeadForm>');
  return value;
}

/** The id of a field's input and of its error message. */
export function fieldIds(idPrefix: string, name: string) {
  const input = `${idPrefix}-${name.replace(/\W/g, '-')}`;
  return { input, error: `${input}-error`, hint: `${input}-hint` };
}
