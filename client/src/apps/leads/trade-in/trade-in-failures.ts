import { readLeadSubmitFailure } from '../../../components/leads/lead-submit-failure';
import type { StepFailure } from './useValuationForm';

/** The server names a field by its path in the input; the steps by their values' path. */
const INPUT_PATH = /^input\./;

/**
 * Why valueTradeIn refused the valuation: each issue under the field of the steps it names
 * (`vehicle.year`, `answers.<questionId>`, `rego`), the rest for the step as a whole.
 */
export function valuationFailure(error: unknown): StepFailure {
  const { fields, general } = readLeadSubmitFailure(error);
  return {
    fields: fields.map(({ name, message }) => ({ name: name.replace(INPUT_PATH, ''), message })),
    general,
  };
}

/** The lookup's arguments by the car step's names: its `state` is the step's `regoState`. */
const LOOKUP_FIELDS: Readonly<Record<string, string>> = { rego: 'rego', state: 'regoState' };

/** Why the rego lookup failed: a refused rego or state under its input, the rest above. */
export function regoLookupFailure(error: unknown): StepFailure {
  const { fields, general } = readLeadSubmitFailure(error);
  const failure: { fields: StepFailure['fields'][number][]; general: string[] } = {
    fields: [],
    general: [...general],
  };
  for (const { name, message } of fields) {
    const field = LOOKUP_FIELDS[name];
    if (field === undefined) failure.general.push(message);
    else failure.fields.push({ name: field, message });
  }
  return failure;
}

/** Whether a field is one of the car step's (the rest are the condition step's answers). */
export function isCarField(name: string): boolean {
  return name === 'rego' || name === 'regoState' || name.startsWith('vehicle.');
}
