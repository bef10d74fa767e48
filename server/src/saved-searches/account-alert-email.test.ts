import { describe, expect, it } from 'vitest';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { accountAlertMessage, MAX_CARS_PER_EMAIL } from './account-alert-email.js';
import type { AccountAlertEmailContent } from './account-alert-email.js';

const ORIGIN = 'https://harbour.example';
const car = (n: number) => ({
  id: `car-${n}`,
  slug: `car-${n}`,
  name: `2024 Toyota <b>Corolla</b> ${n}`,
  priceText: '$22,990',
});
const searchEmail = (count: number): AccountAlertEmailContent => ({
  emailId: '7',
  recipient: 'shopper@example.com',
  unsubscribeToken: 'tok',
  createdAt: new Date('2026-11-01T09:00:00.000Z'),
  payload: {
    kind: 'saved-search',
    label: 'Corollas & co',
    path: '/search/toyota/corolla',
    query: 'sortBy=lowestPrice',
    cars: Array.from({ length: count }, (_, i) => car(i + 1)),
  },
});

describe('accountAlertMessage', () => {
  it('lists new matches with their links, the search and the unsubscribe link', () => {
    const { message, messageId, mailboxFile } = accountAlertMessage(
      searchEmail(2),
      harbourSite,
      ORIGIN,
    );
    expect(message.subject).toBe(`2 new matches for "Corollas & co" at ${harbourSite.config.name}`);
    expect(message.text).toContain(`${ORIGIN}/cars/car-1`);
    expect(message.text).toContain(`${ORIGIN}/search/toyota/corolla?sortBy=lowestPrice`);
    expect(message.list).toEqual({ unsubscribe: `${ORIGIN}/similar-alerts/unsubscribe?token=tok` });
    expect(messageId).toBe('<account-alert-7@harbour.example>');
    expect(mailboxFile).toBe('20261101T090000-000Z-account-alert-7.eml');
    // Data is escaped in the HTML.
    expect(message.html).toContain('Toyota &lt;b&gt;Corolla&lt;/b&gt;');
    expect(message.html).not.toContain('<b>Corolla');
  });

  it(`lists at most ${MAX_CARS_PER_EMAIL} cars and links the search for the rest`, () => {
    const { message } = accountAlertMessage(
      searchEmail(MAX_CARS_PER_EMAIL + 3),
      harbourSite,
      ORIGIN,
    );
    expect(String(message.text).match(/\/cars\//g)).toHaveLength(MAX_CARS_PER_EMAIL);
    expect(message.text).toContain('and 3 more; see them all:');
  });

  it('tells a price drop with the earlier price', () => {
    const { message } = accountAlertMessage(
      { ...searchEmail(0), payload: { kind: 'price-drop', car: car(1), wasText: '$24,990' } },
      harbourSite,
      ORIGIN,
    );
    expect(message.subject).toBe(`Price drop: ${car(1).name} at ${harbourSite.config.name}`);
    expect(message.text).toContain('dropped from $24,990');
    expect(message.text).toContain(`${ORIGIN}/cars/car-1\n`);
  });
});
