import { describe, expect, it } from 'vitest';
import { GraphQLResponseError } from '../../relay/create-relay-environment';
import { NO_ANSWER_MESSAGE } from '../../relay/submit-failure';
import { readLeadSubmitFailure } from './lead-submit-failure';

describe('readLeadSubmitFailure', () => {
  it('puts each refused field under its name and the rest in the form banner', () => {
    const failure = readLeadSubmitFailure(
      new GraphQLResponseError([
        {
          message: 'email: …; carId: …',
          extensions: {
            code: 'BAD_USER_INPUT',
            issues: [
              { field: 'email', message: 'This address cannot receive mail.' },
              { field: 'checkOptions.finance', message: 'Please choose again.' },
              { field: '', message: 'The form is out of date.' },
            ],
          },
        },
      ]),
    );

    expect(failure).toEqual({
      fields: [
        { name: 'email', message: 'This address cannot receive mail.' },
        { name: 'checkOptions.finance', message: 'Please choose again.' },
      ],
      general: ['The form is out of date.'],
      keyConflict: false,
      formTokenRefused: false,
    });
  });

  it("reads the input's path the same as the form's name", () => {
    const failure = readLeadSubmitFailure(
      new GraphQLResponseError([
        {
          message: 'values.phone: …',
          extensions: {
            code: 'BAD_USER_INPUT',
            issues: [{ field: 'input.values.phone', message: 'Please enter a phone number.' }],
          },
        },
      ]),
    );
    expect(failure.fields).toEqual([{ name: 'phone', message: 'Please enter a phone number.' }]);
  });

  it("shows a refusal without issues (a limit) in the server's words, once", () => {
    const limited = {
      message: 'Too many enquiries from this connection. Please try again in 1 minute.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 42 },
    };
    expect(readLeadSubmitFailure(new GraphQLResponseError([limited, limited]))).toEqual({
      fields: [],
      general: ['Too many enquiries from this connection. Please try again in 1 minute.'],
      keyConflict: false,
      formTokenRefused: false,
    });
  });

  it('tells a key used for other values apart, keeping its message', () => {
    const failure = readLeadSubmitFailure(
      new GraphQLResponseError([
        {
          message: 'This form was already sent with different details.',
          extensions: { code: 'IDEMPOTENCY_CONFLICT' },
        },
      ]),
    );
    expect(failure.keyConflict).toBe(true);
    expect(failure.general).toEqual(['This form was already sent with different details.']);
  });

  it('tells a refused form token apart, its message for the banner', () => {
    const message =
      'This form was open for more than 12 hours. Your details are kept: please check them and send it again.';
    const failure = readLeadSubmitFailure(
      new GraphQLResponseError([
        {
          message: `formToken: ${message}`,
          extensions: { code: 'BAD_USER_INPUT', issues: [{ field: 'formToken', message }] },
        },
      ]),
    );
    expect(failure.formTokenRefused).toBe(true);
    expect(failure.fields).toEqual([{ name: 'formToken', message }]);
  });

  it('says the site could not be reached when no answer came', () => {
    expect(readLeadSubmitFailure(new TypeError('Failed to fetch'))).toEqual({
      fields: [],
      general: [NO_ANSWER_MESSAGE],
      keyConflict: false,
      formTokenRefused: false,
    });
  });
});
