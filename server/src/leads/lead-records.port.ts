import type { Site } from '@forecourt/tenants/site';
import type { LeadDestination, StoredLead } from './lead.types.js';

/**
 * Leads and their delivery outbox, part of one site's records. A lead and one delivery job per
 * destination are written in one transaction, so a lead that is stored is always delivered, even
 * when the process dies right after the commit: any worker, on any replica, later claims the job.
 */

export interface LeadSubmission {
  /** The browser's key for this submit; a retry sends the same one. */
  idempotencyKey: string;
  /** `hashLeadSubmission` of what the browser sent: a replay must match it. */
  payloadHash: string;
  lead: StoredLead;
  /** Where the lead goes: one delivery job each (at most one per kind). */
  destinations: readonly LeadDestination[];
  /**
   * The id of the form token the lead was sent with (lead-form-token.ts), kept so the token is
   * taken once; null for a lead taken without one.
   */
  formTokenId?: string | null | undefined;
}

/** A lead was taken with this form token already: a second lead with it is refused. */
export class LeadFormTokenUsedError extends Error {
  override readonly name = 'LeadFormTokenUsedError';

  constructor(readonly tokenId: string) {
    super(`formToken: the form token ${tokenId} was already used for another lead`);
  }
}

export interface LeadSubmitted {
  /** The stored lead: the first submission's when this one was a replay. */
  lead: StoredLead;
  /** True when the key was seen before with the same payload and nothing new was written. */
  replayed: boolean;
}

/** pending: waiting for its next attempt (or in one); delivered; dead: attempts used up. */
export type LeadDeliveryStatus = 'pending' | 'delivered' | 'dead';

export interface LeadDelivery {
  deliveryId: string;
  leadId: string;
  destination: LeadDestination;
  status: LeadDeliveryStatus;
  /** Attempts started so far (an attempt counts from its claim, even if its worker died). */
  attempts: number;
  /** When a pending delivery may next be claimed; null once delivered or dead. */
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  /** Why the last attempt failed (kept after a later success, for the record). */
  lastError: string | null;
  deliveredAt: Date | null;
  deadAt: Date | null;
  createdAt: Date;
  /** The follow-up this job delivers (its event's name); absent for the lead's own job. */
  followUp?: string;
}

/** A delivery job a worker holds until `leaseUntil`; after that another worker may claim it. */
export interface ClaimedLeadDelivery {
  deliveryId: string;
  /** Proves the claim when the outcome is written; a stale worker's outcome is ignored. */
  leaseToken: string;
  leaseUntil: Date;
  /** This attempt's number, from 1. */
  attempt: number;
  destination: LeadDestination;
  lead: StoredLead;
  /** The follow-up to deliver, as it stands at the claim; absent: the lead itself. */
  followUp?: LeadFollowUp;
}

export interface LeadDeliverySuccess {
  deliveryId: string;
  /** No lease check: a worker whose lease ran out did still deliver. */
  deliveredAt: Date;
}

export interface LeadDeliveryFailure {
  deliveryId: string;
  leaseToken: string;
  failedAt: Date;
  /** What went wrong, for the operator (kept to `MAX_DELIVERY_ERROR_LENGTH` characters). */
  error: string;
  /** When to try again; null dead-letters the delivery (no more attempts). */
  nextAttemptAt: Date | null;
}

export interface LeadEvent {
  leadId: string;
  /** e.g. "3. Offer Accepted" (spec 2 §7). */
  name: string;
  occurredAt: Date;
  /** What a follow-up carries (e.g. the valuation); absent for an event recorded without one. */
  payload?: Record<string, unknown>;
}

/** A follow-up of a lead, delivered to the lead's destinations like the lead. */
export interface LeadFollowUp {
  /** Its event's name, e.g. "2. Valuation"; the follow-up's subcategory. */
  name: string;
  /** The JSON the dealer receives. */
  payload: Record<string, unknown>;
  /** When it first happened. */
  occurredAt: Date;
}

export interface LeadFollowUpInput extends LeadFollowUp {
  leadId: string;
}

export interface LeadFollowUpRecorded {
  event: LeadEvent & { payload: Record<string, unknown> };
  /** True when this call recorded the event (and queued its jobs); false when it was there. */
  created: boolean;
}

/**
 * Which dead-lettered deliveries a listing or a redelivery takes: every filter given narrows it;
 * none takes all of the site's.
 */
export interface DeadLeadDeliveryFilter {
  /** Only this lead's deliveries (its own and its follow-ups'). */
  leadId?: string | undefined;
  /** Only those dead-lettered at or after this time. */
  since?: Date | undefined;
  /** Only those dead-lettered before this time. */
  until?: Date | undefined;
}

export const MAX_DELIVERY_ERROR_LENGTH = 1000;
/** Most jobs one claim takes. */
export const MAX_DELIVERY_CLAIM = 100;

/** One site's leads and lead deliveries. */
export interface SiteLeadRecords {
  /**
   * Stores the lead and its delivery jobs in one transaction. The same key with the same payload
   * hash answers the first lead (`replayed: true`) and writes nothing; the same key with another
   * hash throws `LeadIdempotencyConflictError`; a new key with a form token a lead was taken with
   * before throws `LeadFormTokenUsedError` and writes nothing.
   */
  submitLead(submission: LeadSubmission): Promise<LeadSubmitted>;
  /**
   * Whether a lead was taken with the form token of this id (`LeadSubmission.formTokenId`), whose
   * `submitLead` then throws `LeadFormTokenUsedError`. Lets such a lead be refused before any limit
   * counts it.
   */
  formTokenUsed(tokenId: string): Promise<boolean>;
  /**
   * What `submitLead` would answer for this key without writing anything: the first lead
   * (`replayed: true`) when the key was taken with this payload hash, null when the key is new;
   * throws `LeadIdempotencyConflictError` for another hash. Lets a retry be answered before any
   * limit counts it.
   */
  leadOfIdempotencyKey(idempotencyKey: string, payloadHash: string): Promise<LeadSubmitted | null>;
  /** The lead with this id, or null (also for another site's lead). */
  lead(leadId: string): Promise<StoredLead | null>;
  /**
   * Takes up to `limit` pending jobs due at `now`, oldest due first, and leases them for
   * `leaseMs`. Safe across workers and replicas: a job is held by one claim at a time.
   */
  claimDueDeliveries(limit: number, now: Date, leaseMs: number): Promise<ClaimedLeadDelivery[]>;
  /** Marks a pending job delivered; false when it was not pending (already delivered or dead). */
  markDelivered(success: LeadDeliverySuccess): Promise<boolean>;
  /**
   * Records a failed attempt: retried at `nextAttemptAt`, or dead when it is null. False when the
   * lease was lost (another worker claimed the job since) or the job is no longer pending.
   */
  markFailed(failure: LeadDeliveryFailure): Promise<boolean>;
  /** The lead's delivery jobs, in the order of the destinations it was submitted with. */
  leadDeliveries(leadId: string): Promise<LeadDelivery[]>;
  /**
   * Dead-lettered jobs matching the filter, oldest dead letter first, at most `limit` (up to
   * `MAX_RECORDS_PER_READ`). A lead id that is no UUID names no job.
   */
  deadLeadDeliveries(filter?: DeadLeadDeliveryFilter, limit?: number): Promise<LeadDelivery[]>;
  /**
   * Queues the dead-lettered jobs matching the filter again: pending, due at `now`, with their
   * attempts counted afresh (the last error is kept). Answers the jobs queued, oldest dead letter
   * first; a job already queued again is no longer dead, so a repeated call queues nothing twice.
   */
  redeliverDeadLeadDeliveries(filter: DeadLeadDeliveryFilter, now: Date): Promise<LeadDelivery[]>;
  /**
   * The delivery jobs of several leads in one read, by lead id (lower-case, as ids are stored),
   * each as `leadDeliveries` lists them; a lead of another site, or with no jobs, has no entry.
   */
  leadDeliveriesByLead(leadIds: readonly string[]): Promise<Map<string, LeadDelivery[]>>;
  /**
   * Records a follow-up of the lead, once per name: a repeat answers the first event. Null when
   * the site has no such lead.
   */
  recordLeadEvent(leadId: string, name: string, occurredAt?: Date): Promise<LeadEvent | null>;
  /** The lead's follow-up events, oldest first. */
  leadEvents(leadId: string): Promise<LeadEvent[]>;
  /** The lead's event of this name, or null. */
  leadEvent(leadId: string, name: string): Promise<LeadEvent | null>;
  /**
   * Records a follow-up to deliver, in one transaction: its event, once per name (a later call
   * replaces the payload and keeps when it first happened), and the first time one delivery job
   * per destination the lead itself was sent to. A pending job delivers the payload as it stands
   * when claimed. Null when the site has no such lead.
   */
  recordLeadFollowUp(followUp: LeadFollowUpInput): Promise<LeadFollowUpRecorded | null>;
}

/** Every site's leads, each site's bound on first use. */
export interface LeadRecords {
  forSite(site: Site): SiteLeadRecords;
}
