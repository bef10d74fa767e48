import type { FormFailure } from './useFormErrorBanner';

/**
 * The typed errors a form's mutation selects beside its payload (`... on ValidationError
 * { message issues { field message } }` and the like), as the generated types give them.
 */
export type FormRefusal =
  | {
      readonly __typename: 'ValidationError';
      readonly message: string;
      readonly issues: readonly { readonly field: string; readonly message: string }[];
    }
  | {
      readonly __typename: 'NotFoundError';
      readonly message: string;
      readonly field: string;
      readonly reason: string;
    }
  | {
      readonly __typename: 'RateLimitedError' | 'IdempotencyConflictError';
      readonly message: string;
    }
  // A type the server added after this page was built.
  | { readonly __typename: '%other' };

/**
 * Where a form shows a refusal: each refused field under its name as `nameOf` gives it (the input
 * path `input.email` as the form's `email`; '' for none), the rest in the banner in the server's
 * words.
 */
export function formFailureOf(
  refusal: FormRefusal,
  nameOf: (field: string) => string = (field) => field,
): FormFailure {
  const fields: { name: string; message: string }[] = [];
  const general: string[] = [];
  const refused = (field: string, message: string) => {
    const name = nameOf(field);
    if (name === '') general.push(message);
    else fields.push({ name, message });
  };
  switch (refusal.__typename) {
    case 'ValidationError':
      for (const issue of refusal.issues) refused(issue.field, issue.message);
      break;
    case 'NotFoundError':
      refused(refusal.field, refusal.reason);
      break;
    case '%other':
      break;
    default:
      general.push(refusal.message);
  }
  return { fields, general: [...new Set(general)] };
}
