import { describe, expect, it } from 'vitest';
import { harbourSite, outbackSite, site } from '../stock/testing/fixture-sites.js';
import { SiteRegistry } from './site-registry.js';

const renamedHarbour = site(
  {
    slug: 'harbour-motors',
    name: 'Harbour Motors Group',
    domains: ['harbourmotors.com.au'],
    contact: { email: 'sales@harbour.example.com', phone: '07 5555 1234' },
  },
  harbourSite.locations,
);

describe('SiteRegistry', () => {
  it('finds a site by its domains and <slug>.localhost, with or without a port', () => {
    const registry = new SiteRegistry([renamedHarbour]);
    expect(registry.siteForHost('harbourmotors.com.au')).toBe(renamedHarbour);
    expect(registry.siteForHost('Harbour-Motors.localhost:4000')).toBe(renamedHarbour);
    expect(registry.siteForHost('elsewhere.localhost')).toBeNull();
  });

  it('answers with the replacing sites at once, and forgets a site no longer there', () => {
    const registry = new SiteRegistry([harbourSite]);
    registry.replace([renamedHarbour, outbackSite]);
    expect(registry.siteForHost('harbour-motors.localhost')?.config.name).toBe(
      'Harbour Motors Group',
    );
    expect(registry.siteForHost('harbourmotors.com.au')).toBe(renamedHarbour);
    expect(registry.siteForHost('outback-used-cars.localhost')).toBe(outbackSite);

    registry.replace([outbackSite]);
    expect(registry.siteForHost('harbour-motors.localhost')).toBeNull();
    expect(registry.siteForHost('harbourmotors.com.au')).toBeNull();
  });

  it('replaces the sites inside the array it was given, which the workers hold', () => {
    const workersSites = [harbourSite];
    const registry = new SiteRegistry(workersSites);
    registry.replace([renamedHarbour, outbackSite]);
    expect(workersSites).toEqual([renamedHarbour, outbackSite]);
    expect(registry.sites).toBe(workersSites);
  });
});
