import { leadFormSchema, type LeadValue } from '@forecourt/schema/leads/lead-form-schemas';
import {
  leadAttributesSchema,
  type LeadAttributes,
  type TradeInValuationFacts,
} from '@forecourt/schema/leads/lead-payload';
import { z } from 'zod';
import type { Postcodes } from '../../delivery/postcodes.port.js';
import type { InputIssue } from '../common/input-validation-error.js';
import type { SiteLeadForm } from './site-lead-form.js';

/**
 * A submitLead input checked: the form's values with the form's own schema (the browser's), the
 * rest (key, page, visit, valuation) with the rules below. Every refused field is reported at
 * once, named as the form or the input names it.
 */

/** The browser makes a UUID (36 characters); anything much shorter is not a key at all. */
export const MIN_IDEMPOTENCY_KEY_LENGTH = 8;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
/** Longer addresses are not pages of ours. */
export const MAX_PAGE_URL_LENGTH = 2000;
/** A valuation asks a handful of questions; more answers are not from our form. */
export const MAX_ADJUSTMENT_ANSWERS = 50;
const MAX_ANSWER_LENGTH = 500;

export interface LeadQueryParamInput {
  name: string;
  value: string;
}

export interface LeadAdjustmentAnswerInput {
  questionId: string;
  answer: string;
}

export interface TradeInValuationInput {
  adjustmentAnswers?: readonly LeadAdjustmentAnswerInput[] | null | undefined;
  offerAccepted?: boolean | null | undefined;
  formCompleted?: boolean | null | undefined;
}

export interface SubmitLeadInput {
  form: SiteLeadForm['form'];
  idempotencyKey: string;
  /** Required by the GraphQL input; unknown until the form's schema reads it. */
  values?: unknown;
  /** The form's token (startLeadForm); checked by the resolver, after the values. */
  formToken?: string | null | undefined;
  pageUrl: string;
  visitedPages?: readonly string[] | null | undefined;
  linkedQueryParams?: readonly LeadQueryParamInput[] | null | undefined;
  tradeInValuation?: TradeInValuationInput | null | undefined;
}

export interface CheckedLeadSubmission {
  value: LeadValue;
  attributes: LeadAttributes;
  valuation: TradeInValuationFacts | undefined;
}

export type LeadSubmissionCheck =
  { ok: true; submission: CheckedLeadSubmission } | { ok: false; issues: InputIssue[] };

const idempotencyKeySchema = z
  .string()
  .min(MIN_IDEMPOTENCY_KEY_LENGTH, {
    error: `must be ${MIN_IDEMPOTENCY_KEY_LENGTH} to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
  })
  .max(MAX_IDEMPOTENCY_KEY_LENGTH, {
    error: `must be ${MIN_IDEMPOTENCY_KEY_LENGTH} to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
  });

const pageUrlSchema = z
  .string()
  .max(MAX_PAGE_URL_LENGTH, { error: `must be at most ${MAX_PAGE_URL_LENGTH} characters` })
  .pipe(z.url({ protocol: /^https?$/, error: 'must be the http(s) address of the page' }));

const adjustmentAnswersSchema = z
  .array(
    z.object({
      questionId: z.string().trim().min(1, { error: 'must name the question' }).max(100),
      answer: z.string().max(MAX_ANSWER_LENGTH, {
        error: `must be at most ${MAX_ANSWER_LENGTH} characters`,
      }),
    }),
  )
  .max(MAX_ADJUSTMENT_ANSWERS, { error: `at most ${MAX_ADJUSTMENT_ANSWERS} answers are kept` });

/** A schema's refusals, each field named by its path under `prefix`. */
export function issuesOf(error: z.ZodError, prefix: (string | number)[] = []): InputIssue[] {
  return error.issues.map((issue) => ({
    field: [...prefix, ...issue.path].map(String).join('.'),
    message: issue.message,
  }));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkValuation(
  input: SubmitLeadInput,
  issues: InputIssue[],
): TradeInValuationFacts | undefined {
  const valuation = input.tradeInValuation;
  if (valuation == null) return undefined;
  if (input.form !== 'trade-in') {
    issues.push({ field: 'tradeInValuation', message: 'only a trade-in form carries a valuation' });
    return undefined;
  }
  const answers = adjustmentAnswersSchema.safeParse(valuation.adjustmentAnswers ?? []);
  if (!answers.success) {
    issues.push(...issuesOf(answers.error, ['tradeInValuation', 'adjustmentAnswers']));
    return undefined;
  }
  return {
    adjustmentAnswers: Object.fromEntries(
      answers.data.map(({ questionId, answer }) => [questionId, answer]),
    ),
    offerAccepted: valuation.offerAccepted === true,
    // A valuation the shopper left part-way says so; one sent without saying is complete.
    formCompleted: valuation.formCompleted !== false,
  };
}

export async function checkLeadSubmission(
  input: SubmitLeadInput,
  form: SiteLeadForm,
  postcodes: Postcodes,
): Promise<LeadSubmissionCheck> {
  const issues: InputIssue[] = [];

  const key = idempotencyKeySchema.safeParse(input.idempotencyKey);
  if (!key.success) issues.push(...issuesOf(key.error, ['idempotencyKey']));
  const page = pageUrlSchema.safeParse(input.pageUrl);
  if (!page.success) issues.push(...issuesOf(page.error, ['pageUrl']));

  // The browser sends the parameters as a list; the lead keeps them by name (first one wins).
  const linked: Record<string, string> = {};
  for (const { name, value } of input.linkedQueryParams ?? []) linked[name] ??= value;
  const attributes = leadAttributesSchema.safeParse({
    visitedPages: input.visitedPages ?? [],
    linkedQueryParams: linked,
  });
  if (!attributes.success) issues.push(...issuesOf(attributes.error));

  const valuation = checkValuation(input, issues);

  let value: LeadValue | undefined;
  if (isPlainObject(input.values)) {
    const schema = leadFormSchema(form.form, form.options, {
      today: form.today,
      isKnownPostcode: async (postcode) => (await postcodes.placeOf(postcode)) !== null,
    });
    const parsed = await schema.safeParseAsync(input.values);
    if (parsed.success) value = parsed.data;
    else issues.push(...issuesOf(parsed.error));
  } else {
    issues.push({ field: 'values', message: 'must be an object of the form’s fields' });
  }

  if (issues.length > 0 || value === undefined || !attributes.success) return { ok: false, issues };
  return { ok: true, submission: { value, attributes: attributes.data, valuation } };
}
