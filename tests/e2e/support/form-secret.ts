/**
 * The lead form secret the production servers of the tests sign with (production will not start
 * without FORECOURT_FORM_SECRET); a real deployment sets its own.
 */
export const TEST_FORM_SECRET_ENV = {
  FORECOURT_FORM_SECRET: 'forecourt-browser-tests-form-secret-0123456789',
} as const;
