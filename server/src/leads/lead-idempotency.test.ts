import { describe, expect, it } from 'vitest';
import { checkIdempotencyKey, hashLeadSubmission } from './lead-idempotency.js';

describe('hashLeadSubmission', () => {
  const submitted = {
    category: 'Vehicle Enquiry',
    lead_attributes: { visited_pages: ['/cars/a', '/cars/b'], linked_query_params: {} },
    car_id: 'car-1',
  };

  it('is the same for the same payload, whatever the order of its keys', () => {
    const reordered = {
      car_id: 'car-1',
      lead_attributes: { linked_query_params: {}, visited_pages: ['/cars/a', '/cars/b'] },
      category: 'Vehicle Enquiry',
    };
    expect(hashLeadSubmission(reordered)).toBe(hashLeadSubmission(submitted));
    expect(hashLeadSubmission(submitted)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when any value differs, including the order of a list', () => {
    const hash = hashLeadSubmission(submitted);
    expect(hashLeadSubmission({ ...submitted, car_id: 'car-2' })).not.toBe(hash);
    expect(
      hashLeadSubmission({
        ...submitted,
        lead_attributes: { visited_pages: ['/cars/b', '/cars/a'], linked_query_params: {} },
      }),
    ).not.toBe(hash);
    expect(hashLeadSubmission({ ...submitted, message: '' })).not.toBe(hash);
  });
});

describe('checkIdempotencyKey', () => {
  it('accepts a UUID and refuses a blank or overlong key, naming the field', () => {
    expect(() => checkIdempotencyKey('0f8fad5b-d9cb-469f-a165-70867728950e')).not.toThrow();
    expect(() => checkIdempotencyKey('   ')).toThrow(/^idempotencyKey: must be 1 to 200/);
    expect(() => checkIdempotencyKey('k'.repeat(201))).toThrow(/^idempotencyKey: must be 1 to 200/);
  });
});
