import { HONEYPOT_FIELD } from '@forecourt/schema/leads/lead-fields';
import type { LeadForm } from '@forecourt/schema/leads/lead-form-options';
import { readStoredJson, removeStored, writeStoredJson } from '../../storage/browser-storage';

/**
 * A lead form's draft, kept in the browser's localStorage so a reload, a closed tab or a failed
 * submit loses nothing the shopper typed (spec: "nothing a user typed is lost"). One draft per
 * site, form and vehicle; removed once the lead is sent.
 */
export interface LeadDraft {
  /** The key of the submission in progress: a retry after a reload is the same submission. */
  idempotencyKey: string | null;
  /** The form's values as typed, without the honeypot. */
  values: Record<string, unknown>;
  /**
   * The form's token (useLeadFormToken) and when it expires: a reload need not ask for another.
   * Absent from drafts saved before forms had tokens.
   */
  formToken?: SavedFormToken | null;
  /** When it was saved, ms since the epoch. */
  savedAt: number;
}

export interface SavedFormToken {
  token: string;
  /** ISO 8601. */
  expiresAt: string;
}

const isSavedFormToken = (value: unknown): value is SavedFormToken =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).token === 'string' &&
  typeof (value as Record<string, unknown>).expiresAt === 'string';

/** A draft older than this is stale: the shopper has moved on, and the form starts afresh. */
export const DRAFT_MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Drafts are per site (sites never read each other's), form, and scope: the vehicle the form is
 * about, or the page when two pages share a form (contact and careers).
 */
export function leadDraftKey(siteSlug: string, form: LeadForm, scope?: string | null): string {
  return `forecourt:${siteSlug}:lead-draft:${form}${scope ? `:${scope}` : ''}`;
}

const isDraft = (value: unknown): value is LeadDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (typeof draft.idempotencyKey === 'string' || draft.idempotencyKey === null) &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    typeof draft.savedAt === 'number'
  );
};

/** The draft under `key`; null when there is none, it is stale or it cannot be read. */
export function readLeadDraft(
  storage: Storage | null,
  key: string,
  now = Date.now(),
): LeadDraft | null {
  const parsed = readStoredJson(storage, key);
  if (!isDraft(parsed) || now - parsed.savedAt > DRAFT_MAX_AGE_DAYS * DAY_MS) return null;
  const { [HONEYPOT_FIELD]: _honeypot, ...values } = parsed.values;
  return {
    ...parsed,
    values,
    formToken: isSavedFormToken(parsed.formToken) ? parsed.formToken : null,
  };
}

/** Saves a draft; the honeypot is never kept (a robot's entry must not come back). */
export function writeLeadDraft(storage: Storage | null, key: string, draft: LeadDraft): void {
  const { [HONEYPOT_FIELD]: _honeypot, ...values } = draft.values;
  // Quota or blocked storage: the form still works, only without a draft.
  writeStoredJson(storage, key, { ...draft, values });
}

export function clearLeadDraft(storage: Storage | null, key: string): void {
  removeStored(storage, key);
}
