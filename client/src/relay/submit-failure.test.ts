import { describe, expect, it } from 'vitest';
import { GraphQLResponseError } from './create-relay-environment';
import { NO_ANSWER_MESSAGE, readSubmitFailure } from './submit-failure';

const CONTACT_FIELDS = { 'input.email': 'email', 'input.phone': 'phone' } as const;

const rejected = (issues: { field: string; message: string }[]) =>
  new GraphQLResponseError([
    {
      message: issues.map((i) => `${i.field}: ${i.message}`).join('; '),
      extensions: { code: 'BAD_USER_INPUT', issues },
    },
  ]);

describe('readSubmitFailure', () => {
  it('puts each rejected input under its field', () => {
    const error = rejected([
      { field: 'input.email', message: 'Enter an e-mail address such as name@example.com.' },
      { field: 'input.phone', message: 'Enter an Australian phone number.' },
    ]);
    expect(readSubmitFailure(error, CONTACT_FIELDS)).toEqual({
      fields: {
        email: 'Enter an e-mail address such as name@example.com.',
        phone: 'Enter an Australian phone number.',
      },
      general: null,
    });
  });

  it('makes an issue of another input the form’s error', () => {
    const error = rejected([
      { field: 'input.carId', message: 'This vehicle is no longer listed.' },
    ]);
    expect(readSubmitFailure(error, CONTACT_FIELDS)).toEqual({
      fields: {},
      general: 'This vehicle is no longer listed.',
    });
  });

  it('shows the server’s message for an error without issues', () => {
    const error = new GraphQLResponseError([{ message: 'Too many requests, try again later.' }]);
    expect(readSubmitFailure(error, CONTACT_FIELDS)).toEqual({
      fields: {},
      general: 'Too many requests, try again later.',
    });
  });

  it('asks to check the connection when no answer came', () => {
    expect(readSubmitFailure(new TypeError('Failed to fetch'), CONTACT_FIELDS)).toEqual({
      fields: {},
      general: NO_ANSWER_MESSAGE,
    });
  });
});
