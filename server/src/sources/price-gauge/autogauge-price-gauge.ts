import type { Site } from '@forecourt/tenants/site';
import { z } from 'zod';
import { GaugeSourceError, logGaugeFailure } from '../../price-gauge/gauge-failure.js';
import type { GaugeCar, GaugeReading, PriceGauge } from '../../price-gauge/price-gauge.port.js';

/** Spec 1 §7: an empty answer is an error with this message. */
export const NO_DATA_RETURNED = 'No data returned';

const share = z.number().min(0, 'must be 0 to 1').max(1, 'must be 0 to 1');
const dollars = z.number().nonnegative('must be 0 or more');

/**
 * Spec 1 §3: the service's answer. Any field may be missing (the gauge is then hidden, not an
 * error); a field of the wrong kind makes the whole answer invalid.
 */
const autogaugeAnswerSchema = z.object({
  fill: share.nullish(),
  listing_price: dollars.nullish(),
  market_range_min: dollars.nullish(),
  market_range_max: dollars.nullish(),
  confidence: share.nullish(),
  description: z.string().nullish(),
});

export interface AutogaugeSettings {
  /** No trailing slash: the car path (/cars/{slug}) follows. */
  baseUrl: string;
  timeoutMs: number;
}

/** `{baseUrl}/cars/{slug}/autogauge` (spec 1 §7: GET {car path}/autogauge). */
export function autogaugeUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/cars/${encodeURIComponent(slug)}/autogauge`;
}

function isEmpty(data: unknown): boolean {
  return (
    data === null ||
    (typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0)
  );
}

function invalidAnswer(error: z.ZodError): GaugeSourceError {
  const issues = error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  return new GaugeSourceError(`invalid answer (${issues.join('; ')})`);
}

/** The site's autogauge service over HTTP. */
export class AutogaugePriceGauge implements PriceGauge {
  constructor(
    private readonly site: Site,
    private readonly settings: AutogaugeSettings,
  ) {}

  async gaugeFor(car: GaugeCar): Promise<GaugeReading | null> {
    try {
      return await this.fetchReading(car);
    } catch (error) {
      logGaugeFailure(this.site, car, 'autogauge', error);
      return null;
    }
  }

  private async fetchReading(car: GaugeCar): Promise<GaugeReading> {
    const { timeoutMs } = this.settings;
    const url = autogaugeUrl(this.settings.baseUrl, car.slug);
    let text: string;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
      if (!response.ok) throw new GaugeSourceError(`GET ${url} answered HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof GaugeSourceError) throw error;
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new GaugeSourceError(`GET ${url} timed out after ${timeoutMs} ms`);
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new GaugeSourceError(
        `GET ${url} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
    if (text.trim() === '') throw new GaugeSourceError(NO_DATA_RETURNED);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new GaugeSourceError('invalid answer (not JSON)');
    }
    if (isEmpty(data)) throw new GaugeSourceError(NO_DATA_RETURNED);
    const parsed = autogaugeAnswerSchema.safeParse(data);
    if (!parsed.success) throw invalidAnswer(parsed.error);
    const answer = parsed.data;
    return {
      fill: answer.fill ?? null,
      listingPrice: answer.listing_price ?? null,
      marketRangeMin: answer.market_range_min ?? null,
      marketRangeMax: answer.market_range_max ?? null,
      confidence: answer.confidence ?? null,
      description: answer.description?.trim() || null,
      comparableCount: null,
    };
  }
}
