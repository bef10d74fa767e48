import { vehicleTypeInSentence } from '@forecourt/schema/labels/vehicle-type-label';
import type { RegoState } from '@forecourt/schema/leads/lead-fields';
import type { RegoLookupSettings } from '@forecourt/tenants/settings/trade-in-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import { z } from 'zod';
import { logger } from '../../logger.js';
import {
  regoLookupFailedMessage,
  regoNotFoundMessage,
  type RegoLookup,
  type RegoLookupResult,
  type RegoVehicle,
} from '../../trade-in/rego-lookup.port.js';

/** The oldest and newest years a registered car can have; anything else is a broken answer. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

/** The service's answer: year, make and model, and what else it knows of the car. */
const regoAnswerSchema = z.object({
  year: z.number().int().min(MIN_YEAR).max(MAX_YEAR),
  make: z.string().trim().min(1, 'must not be blank'),
  model: z.string().trim().min(1, 'must not be blank'),
  badge: optionalText,
  body: optionalText,
  fuel: optionalText,
  transmission: optionalText,
});

/** Why the service gave no answer we can use, for the operator (never the rego itself). */
export class RegoSourceError extends Error {
  override name = 'RegoSourceError';
}

/** `{baseUrl}/rego/{state}/{rego}`. */
export function regoLookupUrl(baseUrl: string, state: RegoState, rego: string): string {
  return `${baseUrl}/rego/${encodeURIComponent(state)}/${encodeURIComponent(rego)}`;
}

/** The site's rego service over HTTP. */
export class HttpRegoLookup implements RegoLookup {
  readonly configured = true;

  constructor(
    private readonly site: Site,
    /** The service's address and patience; its rate limit is the resolver's concern. */
    private readonly settings: Pick<RegoLookupSettings, 'baseUrl' | 'timeoutMs'>,
  ) {}

  async lookup(rego: string, state: RegoState): Promise<RegoLookupResult> {
    const vehicleType = vehicleTypeInSentence(this.site.config.labels.vehicleType);
    try {
      const vehicle = await this.fetchVehicle(rego, state);
      return vehicle
        ? { found: true, vehicle }
        : { found: false, message: regoNotFoundMessage(rego, state, vehicleType) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // The rego stays out of the log: it leads to the shopper's car and so to them.
      logger.warn(
        { site: this.site.config.slug, source: 'rego', state, reason },
        `rego lookup failed on ${this.site.config.slug}: ${reason}`,
      );
      return { found: false, message: regoLookupFailedMessage(vehicleType) };
    }
  }

  /** The car, or null when the service says it knows none (404); throws on anything else. */
  private async fetchVehicle(rego: string, state: RegoState): Promise<RegoVehicle | null> {
    const { baseUrl, timeoutMs } = this.settings;
    let response: Response;
    let text: string;
    try {
      response = await fetch(regoLookupUrl(baseUrl, state, rego), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new RegoSourceError(`no answer within ${timeoutMs} ms`);
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new RegoSourceError(
        `unreachable: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new RegoSourceError(`answered HTTP ${response.status}`);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new RegoSourceError('invalid answer (not JSON)');
    }
    const parsed = regoAnswerSchema.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      );
      throw new RegoSourceError(`invalid answer (${issues.join('; ')})`);
    }
    return parsed.data;
  }
}
