import { regoField, DEFAULT_REGO_STATE, type RegoState } from '@forecourt/schema/leads/lead-fields';
import {
  tradeInVehicleSchema,
  type TradeInVehicle,
  type VehicleNameExample,
} from '@forecourt/schema/leads/trade-in-vehicle.schema';
import type { TradeInQuestionSettings } from '@forecourt/tenants/settings/trade-in-settings.schema';
import type { InputIssue } from '../common/input-validation-error.js';
import { issuesOf, MAX_ADJUSTMENT_ANSWERS } from '../leads/lead-submission.js';

/**
 * A valueTradeIn input checked: the car with the shared schema the steps use, the rego as the
 * form reads it, and every answer against the site's questions. Every refused field is reported
 * at once: `vehicle.year`, `rego`, `answers.<questionId>`.
 */

export interface TradeInAnswerInput {
  questionId: string;
  answer: string;
}

export interface ValueTradeInInput {
  leadId: string;
  rego?: string | null | undefined;
  regoState?: RegoState | null | undefined;
  vehicle: {
    year: number;
    make: string;
    model: string;
    badge?: string | null | undefined;
    km: number;
  };
  answers: readonly TradeInAnswerInput[];
}

export interface CheckedValuationInput {
  rego: string | null;
  regoState: RegoState | null;
  vehicle: TradeInVehicle;
  /** The answer's value by question id, in the order the site asks. */
  answers: Record<string, string>;
}

export type ValuationInputCheck =
  { ok: true; input: CheckedValuationInput } | { ok: false; issues: InputIssue[] };

/** A question id longer than any of ours is not worth repeating back as a field name. */
const MAX_QUESTION_ID_LENGTH = 100;

const quoted = (text: string) => `“${text}”`;

function checkAnswers(
  given: readonly TradeInAnswerInput[],
  questions: readonly TradeInQuestionSettings[],
  issues: InputIssue[],
): Record<string, string> {
  if (given.length > MAX_ADJUSTMENT_ANSWERS) {
    issues.push({
      field: 'answers',
      message: `at most ${MAX_ADJUSTMENT_ANSWERS} answers are taken`,
    });
    return {};
  }
  const byId = new Map(questions.map((question) => [question.id, question]));
  const chosen = new Map<string, string>();
  for (const { questionId, answer } of given) {
    if (questionId.length > MAX_QUESTION_ID_LENGTH) {
      issues.push({ field: 'answers', message: 'names a question this valuation does not ask' });
      continue;
    }
    const field = `answers.${questionId}`;
    const question = byId.get(questionId);
    if (!question) {
      issues.push({ field, message: 'is not a question this valuation asks' });
    } else if (chosen.has(questionId)) {
      issues.push({ field, message: 'was answered more than once' });
    } else if (!question.options.some((option) => option.value === answer)) {
      const labels = question.options.map((option) => option.label).join(', ');
      issues.push({ field, message: `Please choose one of: ${labels}.` });
    }
    chosen.set(questionId, answer);
  }
  for (const question of questions) {
    if (!chosen.has(question.id)) {
      issues.push({
        field: `answers.${question.id}`,
        message: `Please answer ${quoted(question.label)}.`,
      });
    }
  }
  return Object.fromEntries(
    questions.map((question) => [question.id, chosen.get(question.id) ?? '']),
  );
}

/** How the messages name the site's vehicle: its type inside a sentence and a make and model. */
export interface VehicleWording {
  vehicleType: string;
  example: VehicleNameExample | null;
}

export function checkValuationInput(
  input: ValueTradeInInput,
  questions: readonly TradeInQuestionSettings[],
  currentYear: number,
  wording: VehicleWording,
): ValuationInputCheck {
  const issues: InputIssue[] = [];
  const vehicle = tradeInVehicleSchema({ currentYear, ...wording }).safeParse(input.vehicle);
  if (!vehicle.success) issues.push(...issuesOf(vehicle.error, ['vehicle']));
  const rego = regoField().safeParse(input.rego ?? undefined);
  if (!rego.success) issues.push(...issuesOf(rego.error, ['rego']));
  const answers = checkAnswers(input.answers, questions, issues);
  if (issues.length > 0 || !vehicle.success || !rego.success) return { ok: false, issues };
  const regoValue = rego.data ?? null;
  return {
    ok: true,
    input: {
      rego: regoValue,
      // As the form does: a rego without a state is taken for the default state's.
      regoState: input.regoState ?? (regoValue === null ? null : DEFAULT_REGO_STATE),
      vehicle: vehicle.data,
      answers,
    },
  };
}

/** Whether two valuations were asked of the same car with the same answers. */
export function sameValuationInput(
  a: Pick<CheckedValuationInput, 'rego' | 'regoState' | 'vehicle' | 'answers'>,
  b: Pick<CheckedValuationInput, 'rego' | 'regoState' | 'vehicle' | 'answers'>,
): boolean {
  const canonical = (input: typeof a) =>
    JSON.stringify([
      input.rego,
      input.regoState,
      [
        input.vehicle.year,
        input.vehicle.make,
        input.vehicle.model,
        input.vehicle.badge,
        input.vehicle.km,
      ],
      Object.entries(input.answers).sort(([x], [y]) => x.localeCompare(y)),
    ]);
  return canonical(a) === canonical(b);
}
