import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';
import { corollaMarket, tradeInSite, usedMarketVehicle } from './testing/trade-in-test-site.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

const TRADE_IN_SETTINGS = /* GraphQL */ `
  query TradeInSettings {
    site {
      tradeIn {
        regoLookup
        onlineEstimate
        maxAgeYears
        maxKm
        vehicleNameExample {
          make
          model
        }
        questions {
          id
          label
          help
          options {
            value
            label
          }
        }
      }
    }
  }
`;

interface TradeInSettingsAnswer {
  site: {
    tradeIn: {
      regoLookup: boolean;
      onlineEstimate: boolean;
      maxAgeYears: number;
      maxKm: number;
      vehicleNameExample: { make: string; model: string } | null;
      questions: {
        id: string;
        label: string;
        help: string | null;
        options: { value: string; label: string }[];
      }[];
    };
  };
}

let platform: Platform;
beforeAll(async () => {
  const sites = await loadDemoSites();
  const northside = sites.find((s) => s.config.slug === 'northside-used-cars')!;
  const withRego = tradeInSite(northside, 'rego-motors', {
    tradeIn: {
      regoLookup: { baseUrl: 'https://rego.example.com.au/api' },
      maxAgeYears: 10,
      questions: [
        {
          id: 'annexe',
          label: 'Annexe included',
          options: [
            { value: 'yes', label: 'Yes', adjustmentPercent: 2 },
            { value: 'no', label: 'No', adjustmentPercent: -2 },
          ],
        },
      ],
    },
  });
  const outback = sites.find((s) => s.config.slug === 'outback-caravans')!;
  const caravans = tradeInSite(outback, 'caravan-listings');
  const empty = tradeInSite(northside, 'no-stock-motors');
  const cars = tradeInSite(northside, 'corolla-motors');
  platform = await createTestPlatform(20, [...sites, withRego, caravans, empty, cars]);
  // Four Jayco Journeys, a Jayco Swan and three Avan Aspires: Jayco leads, and its Journey.
  const caravan = (id: string, make: string, model: string) =>
    usedMarketVehicle(caravans, TEST_NOW, { id, make, model, km: 20_000, price: 60_000 });
  await platform.stockSearch.replaceSiteStock(caravans, [
    ...['1', '2', '3', '4'].map((n) => caravan(`journey-${n}`, 'Jayco', 'Journey')),
    caravan('swan-1', 'Jayco', 'Swan'),
    ...['1', '2', '3'].map((n) => caravan(`aspire-${n}`, 'Avan', 'Aspire')),
  ]);
  await platform.stockSearch.replaceSiteStock(empty, []);
  await platform.stockSearch.replaceSiteStock(cars, corollaMarket(cars, TEST_NOW));
});
afterAll(async () => {
  await platform.close();
});

const tradeInOf = async (slug: string) => {
  const response = await platform.query<TradeInSettingsAnswer>(
    platform.hostOf(slug),
    TRADE_IN_SETTINGS,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.site.tradeIn;
};

describe('Site.tradeIn', () => {
  it('gives the spec’s limits and four questions where the site sets nothing (northside)', async () => {
    const tradeIn = await tradeInOf('northside-used-cars');
    expect(tradeIn).toMatchObject({
      regoLookup: false,
      onlineEstimate: true,
      maxAgeYears: 7,
      maxKm: 100_000,
    });
    expect(
      tradeIn.questions.map((q) => [q.id, q.label, q.options.map((o) => `${o.value}=${o.label}`)]),
    ).toEqual([
      ['service-history', 'Service history', ['full=Full', 'partial=Partial', 'none=None']],
      ['two-sets-of-keys', 'Two sets of keys', ['yes=Yes', 'no=No']],
      ['modifications', 'Illegal or unapproved modifications', ['none=None', 'some=Some']],
      ['condition', 'Condition', ['excellent=Excellent', 'good=Good', 'fair=Fair', 'poor=Poor']],
    ]);
    expect(tradeIn.questions.every((q) => q.help !== null)).toBe(true);
  });

  it('gives online estimates on coastal, whose margin stays on the server', async () => {
    const tradeIn = await tradeInOf('coastal-motor-group');
    expect(tradeIn).toMatchObject({ regoLookup: false, onlineEstimate: true, maxAgeYears: 7 });
    const response = await platform.query(
      platform.hostOf('coastal-motor-group'),
      '{ site { tradeIn { marginPercent questions { options { adjustmentPercent } } } } }',
    );
    expect(response.errors?.map((e) => e.message)).toEqual([
      'Cannot query field "marginPercent" on type "TradeInSettings".',
      'Cannot query field "adjustmentPercent" on type "TradeInAnswerOption".',
    ]);
  });

  it('says outback values trade-ins in person only', async () => {
    expect(await tradeInOf('outback-caravans')).toMatchObject({
      regoLookup: false,
      onlineEstimate: false,
    });
  });

  it('offers the rego lookup, and a site’s own questions and limits, where it sets them', async () => {
    const tradeIn = await tradeInOf('rego-motors');
    expect(tradeIn).toMatchObject({ regoLookup: true, onlineEstimate: true, maxAgeYears: 10 });
    expect(tradeIn.questions).toEqual([
      {
        id: 'annexe',
        label: 'Annexe included',
        help: null,
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
      },
    ]);
  });

  it('gives a caravan site’s most listed make and model as the example, from its own stock', async () => {
    expect((await tradeInOf('caravan-listings')).vehicleNameExample).toEqual({
      make: 'Jayco',
      model: 'Journey',
    });
    // Another site on the same platform gives its own stock's, not the caravans'.
    expect((await tradeInOf('corolla-motors')).vehicleNameExample).toEqual({
      make: 'Toyota',
      model: 'Corolla',
    });
  });

  it('gives no example where the site lists nothing', async () => {
    expect((await tradeInOf('no-stock-motors')).vehicleNameExample).toBeNull();
  });
});
