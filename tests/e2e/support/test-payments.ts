/**
 * The browser tests' production servers take test deposits on the development provider's page
 * (a production server takes none without Stripe's keys unless told so); a real deployment sets
 * Stripe's keys instead.
 */
export const TEST_PAYMENTS_ENV = { FORECOURT_TEST_PAYMENTS: 'on' } as const;
