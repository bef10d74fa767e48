import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { locationsFileSchema } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';
import { tradeInContactLocation } from './trade-in-help.fields.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

const TRADE_IN_HELP = /* GraphQL */ `
  query TradeInHelp {
    site {
      tradeIn {
        faq {
          question
          answer
        }
        contactLocation {
          internalId
          name
        }
      }
    }
  }
`;

interface TradeInHelpAnswer {
  site: {
    tradeIn: {
      faq: { question: string; answer: string }[];
      contactLocation: { internalId: string; name: string } | null;
    };
  };
}

let platform: Platform;
let sites: Site[];
beforeAll(async () => {
  sites = await loadDemoSites();
  platform = await createTestPlatform(10, sites);
});
afterAll(async () => {
  await platform.close();
});

const helpOf = async (slug: string) => {
  const response = await platform.query<TradeInHelpAnswer>(platform.hostOf(slug), TRADE_IN_HELP);
  expect(response.errors).toBeUndefined();
  return response.data!.site.tradeIn;
};

describe('Site.tradeIn.faq', () => {
  it('answers with the spec’s limits, inspection and inputs where the site sets nothing', async () => {
    const { faq } = await helpOf('northside-used-cars');
    expect(faq.map((entry) => entry.question)).toEqual([
      'Can I get an online estimate for any car?',
      'Is the estimate what you will pay for my car?',
      'How do you work out the estimate?',
    ]);
    expect(faq[0]!.answer).toContain(
      'not given for a car over 7 years old or with over 100,000 km',
    );
    expect(faq[1]!.answer).toContain('indicative only and subject to an inspection');
    for (const input of [
      'market data',
      'make, model, year and odometer',
      'service history',
      '2 sets of keys',
      'no illegal modifications',
      'condition',
    ]) {
      expect(faq[2]!.answer).toContain(input);
    }
  });

  it('gives a site’s own wording, naming its own vehicle type', async () => {
    const { faq } = await helpOf('outback-caravans');
    expect(faq.map((entry) => entry.question)).toEqual([
      'Can I get an online estimate for my vehicle?',
      'What do you look at when you value my vehicle?',
    ]);
    expect(faq[0]!.answer).toContain('We value every vehicle in person');
  });
});

describe('Site.tradeIn.contactLocation', () => {
  it('is the Coastal group’s car-buying centre', async () => {
    expect((await helpOf('coastal-motor-group')).contactLocation).toMatchObject({
      internalId: 'cmg-southport',
    });
  });

  const withLocations = (site: Site, locations: unknown[], contactLocationId: string | null) => ({
    ...site,
    config: { ...site.config, tradeIn: { ...site.config.tradeIn, contactLocationId } },
    locations: locationsFileSchema.parse(locations),
  });
  const location = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: `Test ${id}`,
    dealershipId: 'd-1',
    dealershipSlug: 'test',
    dealershipName: 'Test',
    address: {
      street: '1 Main St',
      city: 'Southport',
      state: 'QLD',
      postcode: '4215',
      lat: -27.97,
      long: 153.4,
    },
    contact: { phone: '07 5555 1234' },
    ...extra,
  });

  it('prefers a location that buys cars, then the primary sales location, then the settings’ own', () => {
    const site = sites[0]!;
    const buying = withLocations(
      site,
      [
        location('service', { locationType: 'service', primary: true }),
        location('sales'),
        location('buyer', { locationSubtypes: ['buying'] }),
      ],
      null,
    );
    expect(tradeInContactLocation(buying)?.id).toBe('buyer');
    const noBuyer = withLocations(
      site,
      [location('service', { locationType: 'service', primary: true }), location('sales')],
      null,
    );
    expect(tradeInContactLocation(noBuyer)?.id).toBe('sales');
    const named = withLocations(
      site,
      [location('sales'), location('buyer', { locationSubtypes: ['buying'] })],
      'sales',
    );
    expect(tradeInContactLocation(named)?.id).toBe('sales');
  });

  it('is null when the only candidate is hidden', () => {
    const site = withLocations(
      sites[0]!,
      [location('service', { locationType: 'service' }), location('hidden', { visible: false })],
      null,
    );
    expect(tradeInContactLocation(site)).toBeNull();
  });
});
