import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import {
  dollars,
  maskedEmail,
  reservationText,
  siteDateTime,
  siteReservePath,
} from './reservation-display.js';

function siteWith(config: Record<string, unknown>): Site {
  return {
    ...harbourSite,
    config: siteConfigSchema.parse({ ...harbourSite.config, ...config }),
  };
}

const reserving = siteWith({
  features: { ...harbourSite.config.features, reserveButton: true },
  reservations: { deposit: 1500, holdHours: 72, path: 'buy-online' },
});

describe('how a site words reserving', () => {
  it('fills the deposit and the hold into its texts', () => {
    expect(reservationText(reserving, 'Reserve Car Now for {deposit}')).toBe(
      'Reserve Car Now for $1,500',
    );
    expect(reservationText(reserving, '{deposit} holds it {holdHours} hours; {deposit}.')).toBe(
      '$1,500 holds it 72 hours; $1,500.',
    );
    expect(dollars(200)).toBe('$200');
  });

  it('addresses the reserve page at the site’s own path', () => {
    expect(siteReservePath(reserving, 'a car')).toBe('/cars/a%20car/buy-online');
    expect(siteReservePath(siteWith({}), 'hilux')).toBe('/cars/hilux/checkout');
  });

  it('masks an e-mail address to its first letter and domain', () => {
    expect(maskedEmail('jo.citizen@example.com')).toBe('j•••@example.com');
    expect(maskedEmail('x@y.co')).toBe('x•••@y.co');
    expect(maskedEmail('not-an-address')).toBe('•••');
  });

  it('reads a moment in the site’s time zone', () => {
    const brisbane = siteWith({
      leadForms: { ...harbourSite.config.leadForms, timeZone: 'Australia/Brisbane' },
    });
    expect(siteDateTime(brisbane, new Date('2026-11-27T05:05:00Z'))).toMatch(
      /Friday,? 27 November 2026.* 3:05\s?pm/i,
    );
  });
});
