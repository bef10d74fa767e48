import type { z } from 'zod';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A zod issue path as a reader writes it: `theme.colours.primary`, `[2].id`, `brandColours["Mercedes-Benz"]`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((key) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      return IDENTIFIER.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
    })
    .join('')
    .replace(/^\./, '');
}

/** zod's "expected string, received undefined" says less than "required". */
export const requiredFieldErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined
    ? `required (${issue.expected})`
    : undefined;
