import { describe, expect, it } from 'vitest';
import { financeSchema } from '@forecourt/tenants/settings/finance-settings.schema';
import { loadDemoSites } from './demo-sites.js';

const stratton = {
  key: 'stratton',
  name: 'Stratton Finance',
  interestRate: 8.99,
  comparisonRate: 9.89,
  termYears: 5,
};

describe('loadDemoSites', () => {
  it('loads the demo sites', async () => {
    const sites = await loadDemoSites();
    expect(sites.map((site) => site.config.slug)).toEqual([
      'coastal-motor-group',
      'northside-used-cars',
      'outback-caravans',
    ]);
    for (const site of sites) {
      expect(site.locations.length).toBeGreaterThan(0);
      expect(site.locations.filter((l) => l.primary)).toHaveLength(1);
      expect(site.locationsById.get(site.locations[0]!.id)).toBe(site.locations[0]);
    }
  });
});

describe('demo sites', () => {
  it('show three different calculators', async () => {
    const sites = await loadDemoSites();
    const calculator = (slug: string) =>
      sites.find((s) => s.config.slug === slug)!.config.finance.calculator;
    // Coastal keeps every default; as a Stratton site its interest range is Stratton's.
    expect(calculator('coastal-motor-group')).toEqual(
      financeSchema.parse({ provider: 'stratton', lenders: [stratton] }).calculator,
    );
    expect(calculator('northside-used-cars')).toMatchObject({
      term: { options: [1, 2, 3, 4, 5] },
      interest: { locked: true },
      defaults: { loan: 'carPrice', termYears: 5, frequency: 'month' },
      disclaimerCollapseAt: 197,
    });
    expect(calculator('outback-caravans')).toMatchObject({
      loan: { maxFromPrice: { above: 100_000, factor: 1.05 } },
      term: { max: 7 },
      defaults: { termYears: 'lender' },
    });
  });
});
