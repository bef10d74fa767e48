import { lenderEntrySchema } from '@forecourt/tenants/stock/car-record.schema';
import type { Logger } from 'pino';
import { z } from 'zod';
import { logger as defaultLogger } from '../../logger.js';
import type { StockDocument } from '../../stock/stock-document.js';
import type { FinanceLenderEntries, FinanceLenders } from '../../finance/finance-lenders.port.js';

/**
 * The tenant's lender API (spec 1 §7, "fetch car finance details by car id"; the spec leaves the
 * path out, so this is our contract):
 *
 *   GET {baseUrl}/cars/{car id}/finance            Accept: application/json
 *   200 {
 *     "finance_lenders": {
 *       "<provider key, lower snake case>": {
 *         "interestRate": 8.99 | null, "comparisonRate": 9.89 | null,
 *         "paymentWeek"?: 149, "paymentMonth"?: 644, "deposit"?: 0,
 *         "termYears"?: 5, "termMonths"?: 60, "balloon"?: 0, "establishmentFees"?: 495,
 *         "totalPayable"?: 38640, "disclaimer"?: "…",
 *         "comparisonRateRange"?: { "min": 8.38, "max": 19.42 }
 *       }
 *     },
 *     "disclaimer"?: "…"   (applies to every lender without its own)
 *   }
 *
 * The car id is the stock feed's id of a car of this site; nothing else about the site or the
 * shopper is sent. Anything but a valid 200 within the timeout is logged and the car simply has
 * no quotes, so the page renders without an estimate.
 */

const MONTHS_PER_YEAR = 12;
/** Requests in flight at once for one page of cars, so a long page does not flood the lender. */
const MAX_CONCURRENT_REQUESTS = 8;

const rateRangeSchema = z
  .object({ min: z.number().nonnegative(), max: z.number().nonnegative() })
  .refine((range) => range.min <= range.max, { message: 'min must not be more than max' });

const httpLenderEntrySchema = lenderEntrySchema
  .extend({
    termMonths: z.number().positive().optional(),
    comparisonRateRange: rateRangeSchema.optional(),
  })
  .transform(({ termMonths, ...entry }) =>
    entry.termYears === undefined && termMonths !== undefined
      ? { ...entry, termYears: termMonths / MONTHS_PER_YEAR }
      : entry,
  );

const financeAnswerSchema = z.object({
  finance_lenders: z.record(
    z.string().regex(/^[a-z0-9_]+$/, 'lender keys are lower snake case'),
    httpLenderEntrySchema,
  ),
  disclaimer: z.string().trim().min(1).optional(),
});

export interface HttpFinanceLendersOptions {
  /** The site the adapter serves: named in every log line. */
  siteSlug: string;
  baseUrl: string;
  timeoutMs: number;
  logger?: Logger;
}

export class HttpFinanceLenders implements FinanceLenders {
  private readonly base: string;
  private readonly log: Logger;

  constructor(private readonly options: HttpFinanceLendersOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.log = options.logger ?? defaultLogger;
  }

  async lendersFor(cars: readonly StockDocument[]): Promise<FinanceLenderEntries[]> {
    const answers = new Array<FinanceLenderEntries>(cars.length);
    let next = 0;
    const worker = async () => {
      while (next < cars.length) {
        const index = next++;
        answers[index] = await this.lendersOf(cars[index]!);
      }
    };
    const workers = Math.min(MAX_CONCURRENT_REQUESTS, cars.length);
    await Promise.all(Array.from({ length: workers }, worker));
    return answers;
  }

  private async lendersOf(car: StockDocument): Promise<FinanceLenderEntries> {
    const url = `${this.base}/cars/${encodeURIComponent(car.id)}/finance`;
    // Not the URL: a tenant's base URL may carry its API key.
    const context = { site: this.options.siteSlug, carId: car.id };
    const { timeoutMs } = this.options;
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        this.log.warn(
          { ...context, status: response.status },
          `finance: the lender API answered ${response.status} for car ${car.id} of ${context.site}`,
        );
        return {};
      }
      body = await response.json();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut
        ? `no answer within ${timeoutMs} ms`
        : error instanceof SyntaxError
          ? 'the answer is not JSON'
          : `the request failed (${error instanceof Error ? error.message : String(error)})`;
      this.log.warn(
        { ...context, reason },
        `finance: ${reason} for car ${car.id} of ${context.site}`,
      );
      return {};
    }

    const parsed = financeAnswerSchema.safeParse(body);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
      );
      this.log.warn(
        { ...context, problems },
        `finance: the lender API's answer for car ${car.id} of ${context.site} is invalid (${problems.join('; ')})`,
      );
      return {};
    }
    const { finance_lenders: lenders, disclaimer } = parsed.data;
    if (!disclaimer) return lenders;
    return Object.fromEntries(
      Object.entries(lenders).map(([key, entry]) => [
        key,
        { ...entry, disclaimer: entry.disclaimer ?? disclaimer },
      ]),
    );
  }
}
