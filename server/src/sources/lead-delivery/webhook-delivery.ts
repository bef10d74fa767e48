import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { LeadDeliveryError } from '../../leads/lead-delivery-error.js';
import type { LeadDestination, StoredLead } from '../../leads/lead.types.js';
import type { LeadFollowUp } from '../../leads/lead-records.port.js';
import { leadFormFactRows } from '../../leads/lead-form-facts.js';
import { followUpRows } from '../../leads/lead-follow-up-summary.js';

/**
 * Sends a lead to a CRM's HTTP receiver: `POST` of JSON, signed so the receiver knows it came
 * from the site. The body of a lead is the same on every attempt and carries the lead id, which
 * is also the `Idempotency-Key`: a receiver that got a lead twice (delivery is at least once) can
 * tell. A follow-up of the lead (`lead.follow_up`) is keyed by the lead id and its name. Any 2xx
 * answer is delivered; anything else is a failed attempt, retried by the outbox.
 */

/** `sha256=<hex HMAC-SHA256 of the raw body, keyed with the site's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Forecourt-Signature';
/** Unix seconds when the attempt was sent: lets a receiver turn away old replays. */
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Forecourt-Timestamp';
export const WEBHOOK_IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const WEBHOOK_EVENT = 'lead.created';
/** A follow-up of a lead sent before (e.g. its trade-in valuation, "3. Offer Accepted"). */
export const WEBHOOK_FOLLOW_UP_EVENT = 'lead.follow_up';
/** A receiver slower than this counts as down for the attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Of a refusal's body, kept in the delivery's error. */
const MAX_ERROR_BODY_CHARS = 200;
const SIGNATURE_PREFIX = 'sha256=';

export type WebhookDestination = Extract<LeadDestination, { kind: 'webhook' }>;

/** One line of what the shopper said, as the lead's e-mail shows it. */
export interface WebhookFact {
  label: string;
  value: string;
}

export interface WebhookBody {
  event: typeof WEBHOOK_EVENT;
  site: { slug: string; name: string };
  /** The lead, its `payload` with every field of the form under spec 2 §3's names. */
  lead: StoredLead;
  /**
   * The same facts in the site's own words (the dealership's name, the trade-in questions'
   * labels and the answers'), for a receiver that shows them as they are.
   */
  facts: WebhookFact[];
}

/** The JSON sent for a lead (the same text on every attempt). */
export function webhookBody(lead: StoredLead, site: Site): string {
  const body: WebhookBody = {
    event: WEBHOOK_EVENT,
    site: { slug: site.config.slug, name: site.config.name },
    lead,
    facts: leadFormFactRows(lead, site).map(([label, value]) => ({ label, value })),
  };
  return JSON.stringify(body);
}

/**
 * The JSON sent for a follow-up: its type and the lead, subcategory and time it belongs to, then
 * the follow-up's own fields (spec 2 §7: category, subcategory, lead_id, form_completed,
 * offer_accepted, …) at the top level, as the dealers' systems read them, and `facts`: the same
 * in the site's words, as the follow-up's e-mail shows them.
 */
export function followUpWebhookBody(lead: StoredLead, followUp: LeadFollowUp, site: Site): string {
  const fixed = {
    type: WEBHOOK_FOLLOW_UP_EVENT,
    // Also as `event`, the field a receiver of lead.created switches on.
    event: WEBHOOK_FOLLOW_UP_EVENT,
    site: { slug: site.config.slug, name: site.config.name },
    lead_id: lead.leadId,
    category: lead.category,
    subcategory: followUp.name,
    occurred_at: followUp.occurredAt.toISOString(),
  };
  const own = Object.entries(followUp.payload).filter(
    ([key]) => !(key in fixed || key === 'facts'),
  );
  // What the follow-up says in the site's words (the questions' labels, the answers' labels).
  const facts = followUpRows(followUp, site).map(([label, value]) => ({ label, value }));
  return JSON.stringify({ ...fixed, ...Object.fromEntries(own), facts });
}

/** One key per lead and follow-up: a receiver tells a repeated delivery by it. */
export const followUpIdempotencyKey = (leadId: string, followUpName: string): string =>
  `${leadId}:${followUpName}`;

/** The signature header's value for a raw body. */
export function webhookSignature(rawBody: string, secret: string): string {
  return SIGNATURE_PREFIX + createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** What a receiver checks: the header is the body's signature with the shared secret. */
export function verifyWebhookSignature(
  rawBody: string,
  header: string | null | undefined,
  secret: string,
): boolean {
  if (!header?.startsWith(SIGNATURE_PREFIX)) return false;
  const expected = Buffer.from(webhookSignature(rawBody, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface WebhookDeliveryOptions {
  /** Where the secrets named by `secretEnv` are read. */
  env?: NodeJS.ProcessEnv | undefined;
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
  now?: (() => Date) | undefined;
}

async function refusalText(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).trim();
  return text ? `: ${text.slice(0, MAX_ERROR_BODY_CHARS)}` : '';
}

/** POSTs the lead; resolves on a 2xx answer, throws `LeadDeliveryError` saying why otherwise. */
export function deliverWebhook(
  lead: StoredLead,
  destination: WebhookDestination,
  site: Site,
  options: WebhookDeliveryOptions = {},
): Promise<void> {
  return postSigned(webhookBody(lead, site), lead.leadId, destination, options);
}

/** POSTs a follow-up of the lead, as `deliverWebhook` does the lead. */
export function deliverFollowUpWebhook(
  lead: StoredLead,
  followUp: LeadFollowUp,
  destination: WebhookDestination,
  site: Site,
  options: WebhookDeliveryOptions = {},
): Promise<void> {
  return postSigned(
    followUpWebhookBody(lead, followUp, site),
    followUpIdempotencyKey(lead.leadId, followUp.name),
    destination,
    options,
  );
}

async function postSigned(
  body: string,
  idempotencyKey: string,
  destination: WebhookDestination,
  {
    env = process.env,
    fetch: send = fetch,
    timeoutMs = WEBHOOK_TIMEOUT_MS,
    now = () => new Date(),
  }: WebhookDeliveryOptions,
): Promise<void> {
  const secret = env[destination.secretEnv];
  if (!secret) {
    throw new LeadDeliveryError(
      `webhook secret: the environment variable ${destination.secretEnv} is not set`,
    );
  }
  let response: Response;
  try {
    response = await send(destination.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Forecourt-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(body, secret),
        [WEBHOOK_TIMESTAMP_HEADER]: String(Math.floor(now().getTime() / 1000)),
        [WEBHOOK_IDEMPOTENCY_HEADER]: idempotencyKey,
      },
      body,
      // A redirect would carry the customer's details to an address nobody configured.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new LeadDeliveryError(`webhook did not answer within ${timeoutMs} ms`, {
        cause: error,
      });
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new LeadDeliveryError(`webhook unreachable: ${reason}`, { cause: error });
  }
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel();
    return;
  }
  const redirect =
    response.status >= 300 && response.status < 400 ? ' (redirects are not followed)' : '';
  throw new LeadDeliveryError(
    `webhook answered HTTP ${response.status}${redirect}${await refusalText(response)}`,
  );
}
