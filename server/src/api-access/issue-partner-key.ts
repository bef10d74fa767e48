import type { Site } from '@forecourt/tenants/site';
import type { PartnerKey, PartnerKeyRecords } from './partner-keys.port.js';
import { newPartnerApiKey, partnerKeyHash, partnerKeyHint } from './partner-api-key.js';

/** A key's requests per minute unless the issuer says otherwise: two a second, on average. */
export const DEFAULT_REQUESTS_PER_MINUTE = 120;
/**
 * A key's cost budget per minute unless the issuer says otherwise: ten operations at the most a
 * single operation may cost (10,000), or many more small ones.
 */
export const DEFAULT_COST_PER_MINUTE = 100_000;
const MAX_LABEL_LENGTH = 100;
/** Budgets are stored as 32-bit integers; far above any sensible budget. */
const MAX_BUDGET = 1_000_000_000;

export interface IssuePartnerKeyInput {
  label: string;
  requestsPerMinute?: number | undefined;
  costPerMinute?: number | undefined;
  now?: Date | undefined;
}

/** A key just issued: the key itself (shown once, never stored) and its record. */
export interface IssuedPartnerKey {
  key: string;
  record: PartnerKey;
}

/** Makes a new key for `site` and stores its hash; throws a clear message for bad input. */
export async function issuePartnerKey(
  records: PartnerKeyRecords,
  site: Site,
  {
    label,
    requestsPerMinute = DEFAULT_REQUESTS_PER_MINUTE,
    costPerMinute = DEFAULT_COST_PER_MINUTE,
    now = new Date(),
  }: IssuePartnerKeyInput,
): Promise<IssuedPartnerKey> {
  const name = label.trim();
  if (name.length === 0 || name.length > MAX_LABEL_LENGTH) {
    throw new RangeError(`label: say who the key is for, in 1 to ${MAX_LABEL_LENGTH} characters`);
  }
  for (const [field, value] of [
    ['requestsPerMinute', requestsPerMinute],
    ['costPerMinute', costPerMinute],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_BUDGET) {
      throw new RangeError(
        `${field}: must be a whole number from 1 to ${MAX_BUDGET.toLocaleString('en-AU')} (got ${value})`,
      );
    }
  }
  const key = newPartnerApiKey();
  const record = await records.forSite(site).issuePartnerKey({
    label: name,
    keyHash: partnerKeyHash(key),
    keyHint: partnerKeyHint(key),
    requestsPerMinute,
    costPerMinute,
    createdAt: now,
  });
  return { key, record };
}
