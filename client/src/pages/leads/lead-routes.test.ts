import { FINANCE_PATH } from '@forecourt/schema/leads/finance-query-params';
import { describe, expect, it } from 'vitest';
import { FINANCE_ROUTE_PATH } from './lead-routes';

describe('lead routes', () => {
  it('serve the finance form where finance links point', () => {
    expect(FINANCE_ROUTE_PATH).toBe(FINANCE_PATH);
  });
});
