import { HONEYPOT_FIELD } from './lead-fields.js';

/**
 * A lead form sent without JavaScript: the server-rendered form posts its fields as an HTML form
 * (`application/x-www-form-urlencoded`) to LEAD_FORM_POST_PATH, and the server reads them back
 * into the same `values` the browser's script sends to submitLead, which the same form schema then
 * checks. What is not a value of the form travels in fields of its own, named here, which start
 * with an underscore so no form field can take their name.
 */

/** Where a lead form without JavaScript is posted. */
export const LEAD_FORM_POST_PATH = '/leads/send';

/** The hidden fields of a posted form besides its values. */
export const LEAD_FORM_POST_FIELDS = {
  /** The form (the GraphQL `LeadFormKind`, e.g. VEHICLE_ENQUIRY). */
  form: '_form',
  /** The form token the page was rendered with. */
  formToken: '_formToken',
  /** The idempotency key of the rendered form: a second click sends the same submission. */
  idempotencyKey: '_idempotencyKey',
  /** The address of the page the form is on: where a refused form is shown again. */
  pageUrl: '_pageUrl',
  /**
   * The form's tick boxes, space-separated: an unticked box sends nothing, so without this the
   * server could not tell "unticked" from "not on the form".
   */
  ticks: '_ticks',
} as const;

/** What a posted form carries: its hidden fields and its values as submitLead takes them. */
export interface LeadFormPost {
  form: string;
  formToken: string;
  idempotencyKey: string;
  pageUrl: string;
  values: Record<string, unknown>;
}

const POST_FIELD_NAMES = new Set<string>(Object.values(LEAD_FORM_POST_FIELDS));
/** Deeper names are not ours (checkOptions.finance is the deepest). */
const MAX_NAME_DEPTH = 2;
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Sets `value` at the dotted `name` (checkOptions.finance) of `values`; false if it cannot. */
function setAt(values: Record<string, unknown>, name: string, value: unknown): boolean {
  const path = name.split('.');
  if (path.length > MAX_NAME_DEPTH || path.some((key) => key === '' || UNSAFE_KEYS.has(key))) {
    return false;
  }
  let target = values;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[path[path.length - 1]!] = value;
  return true;
}

/**
 * A posted form's fields, read back into submitLead's input. Text is kept as typed (the schema
 * trims and checks it); a tick box named in `_ticks` is true when sent, false when not; the last
 * of a repeated name wins, as it does in the browser's form state.
 */
export function leadFormPostOf(fields: Iterable<[string, string]>): LeadFormPost {
  const hidden = new Map<string, string>();
  const values: Record<string, unknown> = {};
  const sent = new Map<string, string>();
  for (const [name, value] of fields) {
    if (POST_FIELD_NAMES.has(name)) {
      hidden.set(name, value);
      continue;
    }
    if (setAt(values, name, value)) sent.set(name, value);
  }
  const ticks = (hidden.get(LEAD_FORM_POST_FIELDS.ticks) ?? '').split(/\s+/).filter(Boolean);
  for (const name of ticks) {
    if (name === HONEYPOT_FIELD) continue;
    const ticked = sent.get(name);
    setAt(values, name, ticked !== undefined && ticked !== 'false');
  }
  return {
    form: hidden.get(LEAD_FORM_POST_FIELDS.form) ?? '',
    formToken: hidden.get(LEAD_FORM_POST_FIELDS.formToken) ?? '',
    idempotencyKey: hidden.get(LEAD_FORM_POST_FIELDS.idempotencyKey) ?? '',
    pageUrl: hidden.get(LEAD_FORM_POST_FIELDS.pageUrl) ?? '',
    values,
  };
}

/** The names of a form's tick boxes, from its starting values (booleans, and groups of them). */
export function tickBoxNamesOf(defaults: Record<string, unknown>): string[] {
  return Object.entries(defaults).flatMap(([name, value]) => {
    if (typeof value === 'boolean') return [name];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return Object.entries(value)
        .filter(([, ticked]) => typeof ticked === 'boolean')
        .map(([key]) => `${name}.${key}`);
    }
    return [];
  });
}
