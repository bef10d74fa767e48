import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { badInput, badInputs, inputValidationError } from './input-validation-error.js';

/** What a client reads of the error: its message and extensions. */
const onTheWire = (error: Error & { extensions?: unknown }) => ({
  message: error.message,
  extensions: error.extensions,
});

describe('bad input errors', () => {
  it('names one refused field and why', () => {
    expect(onTheWire(badInput('leadId', 'is not a trade-in enquiry sent on this site'))).toEqual({
      message: 'leadId: is not a trade-in enquiry sent on this site',
      extensions: {
        code: 'BAD_USER_INPUT',
        issues: [{ field: 'leadId', message: 'is not a trade-in enquiry sent on this site' }],
      },
    });
  });

  it('names every refused field of a list, in its order', () => {
    const issues = [
      { field: 'email', message: 'Please enter your email address.' },
      { field: 'checkOptions.finance', message: 'must be true or false' },
    ];
    expect(onTheWire(badInputs(issues))).toEqual({
      message:
        'email: Please enter your email address.; checkOptions.finance: must be true or false',
      extensions: { code: 'BAD_USER_INPUT', issues },
    });
  });

  it('gives a schema’s refusals the same shape, a field-less one as its message alone', () => {
    const schema = z
      .object({ first: z.number().max(100, { error: 'must be at most 100' }) })
      .refine(() => false, { error: 'the input as a whole is refused' });
    const result = schema['~standard'].validate({ first: 500 });
    if (result instanceof Promise || !result.issues) throw new Error('expected a refusal');
    expect(onTheWire(inputValidationError({ issues: result.issues }))).toEqual({
      message: 'first: must be at most 100; the input as a whole is refused',
      extensions: {
        code: 'BAD_USER_INPUT',
        issues: [
          { field: 'first', message: 'must be at most 100' },
          { field: '', message: 'the input as a whole is refused' },
        ],
      },
    });
  });
});
