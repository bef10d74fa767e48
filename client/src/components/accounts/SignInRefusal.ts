import type { RefusedLeadForm } from '../../ssr-contract';
import { usePageLeadForms } from '../leads/page-lead-forms';

/**
 * The refused sign-in form the server shows the page again with (a form posted without
 * JavaScript): what was typed and why it was refused. The server hands it to the page as it
 * hands a refused lead form; `form` names which of the sign-in forms it was.
 */
export function useSignInRefusal(form: string): RefusedLeadForm | null {
  const refused = usePageLeadForms()?.refused;
  return refused?.form === form ? refused : null;
}

/** The refusal of one field, or null. */
export const fieldRefusal = (refused: RefusedLeadForm | null, name: string): string | null =>
  refused?.fields.find((field) => field.name === name)?.message ?? null;

/** What was typed in a field, or ''. */
export const typedValue = (refused: RefusedLeadForm | null, name: string): string => {
  const value = refused?.values[name];
  return typeof value === 'string' ? value : '';
};
