import { z } from 'zod';
import { MAX_EMAIL_LENGTH, SIGN_IN_CODE_LENGTH } from './sign-in-steps.js';

export * from './sign-in-steps.js';

/** The address a shopper signs in with: trimmed, checked, lower-cased (browser and server). */
export const signInEmailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(MAX_EMAIL_LENGTH, `An e-mail address is at most ${MAX_EMAIL_LENGTH} characters.`)
  .pipe(z.email('Enter an e-mail address like name@example.com.'))
  .transform((email) => email.toLowerCase());

/** The code as typed ("123 456" too), or null when it cannot be a code. */
export function signInCodeOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

export const CODE_FORMAT_MESSAGE = `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from the e-mail.`;
