import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearLeadDraft,
  DRAFT_MAX_AGE_DAYS,
  leadDraftKey,
  readLeadDraft,
  writeLeadDraft,
} from './lead-draft-store';

const NOW = Date.UTC(2025, 6, 4, 1, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => localStorage.clear());

describe('lead drafts', () => {
  it('keeps one draft per site, form and vehicle', () => {
    expect(leadDraftKey('northside', 'vehicle-enquiry', 'car-1')).not.toBe(
      leadDraftKey('coastal', 'vehicle-enquiry', 'car-1'),
    );
    expect(leadDraftKey('northside', 'vehicle-enquiry', 'car-1')).not.toBe(
      leadDraftKey('northside', 'test-drive', 'car-1'),
    );
    expect(leadDraftKey('northside', 'vehicle-enquiry', 'car-1')).not.toBe(
      leadDraftKey('northside', 'vehicle-enquiry', 'car-2'),
    );
    expect(leadDraftKey('northside', 'general-enquiry')).not.toBe(
      leadDraftKey('northside', 'general-enquiry', 'careers'),
    );
  });

  it('brings back what was typed and the submission key, but never the honeypot', () => {
    const key = leadDraftKey('northside', 'vehicle-enquiry', 'car-1');
    writeLeadDraft(localStorage, key, {
      idempotencyKey: 'key-1',
      values: { name: 'Jo Citizen', optIn: false, website: 'spam.example' },
      savedAt: NOW,
    });

    expect(readLeadDraft(localStorage, key, NOW + 1000)).toEqual({
      idempotencyKey: 'key-1',
      values: { name: 'Jo Citizen', optIn: false },
      savedAt: NOW,
      formToken: null,
    });
    expect(localStorage.getItem(key)).not.toContain('spam.example');
  });

  it('brings back the form’s token, and none that is not one', () => {
    const key = leadDraftKey('northside', 'vehicle-enquiry', 'car-2');
    const formToken = { token: 'v1.northside.abc.def.sig', expiresAt: '2026-11-01T12:00:00.000Z' };
    writeLeadDraft(localStorage, key, {
      idempotencyKey: null,
      values: {},
      savedAt: NOW,
      formToken,
    });
    expect(readLeadDraft(localStorage, key, NOW)?.formToken).toEqual(formToken);
    localStorage.setItem(
      key,
      JSON.stringify({ idempotencyKey: null, values: {}, savedAt: NOW, formToken: 'forged' }),
    );
    expect(readLeadDraft(localStorage, key, NOW)?.formToken).toBeNull();
  });

  it('forgets a stale draft, an unreadable one and a removed one', () => {
    const key = leadDraftKey('northside', 'trade-in');
    writeLeadDraft(localStorage, key, { idempotencyKey: null, values: {}, savedAt: NOW });
    expect(readLeadDraft(localStorage, key, NOW + DRAFT_MAX_AGE_DAYS * DAY_MS)).not.toBeNull();
    expect(readLeadDraft(localStorage, key, NOW + (DRAFT_MAX_AGE_DAYS + 1) * DAY_MS)).toBeNull();

    localStorage.setItem(key, '{not json');
    expect(readLeadDraft(localStorage, key, NOW)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ values: 'name' }));
    expect(readLeadDraft(localStorage, key, NOW)).toBeNull();

    writeLeadDraft(localStorage, key, { idempotencyKey: null, values: {}, savedAt: NOW });
    clearLeadDraft(localStorage, key);
    expect(readLeadDraft(localStorage, key, NOW)).toBeNull();
  });

  it('works without storage (blocked site data): nothing kept, nothing thrown', () => {
    const key = leadDraftKey('northside', 'trade-in');
    expect(() =>
      writeLeadDraft(null, key, { idempotencyKey: null, values: {}, savedAt: NOW }),
    ).not.toThrow();
    expect(readLeadDraft(null, key, NOW)).toBeNull();
  });
});
