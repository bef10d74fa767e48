import { VALID_LEAD_INPUTS } from '@forecourt/schema/leads/lead-forms.cases';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';
import { expectAnswered } from '../common/testing/typed-errors.js';
import {
  issuesOf,
  SUBMIT_LEAD,
  submission,
  withFormToken,
  type SubmitLeadAnswer,
} from '../leads/testing/lead-test-sites.js';
import {
  ACCEPT_OFFER,
  NEUTRAL_ANSWERS,
  tradeInSite,
  usedMarketVehicle,
  VALUE_TRADE_IN,
  type AcceptOfferAnswer,
  type ValueTradeInAnswer,
} from './testing/trade-in-test-site.js';

/**
 * The trade-in texts the server writes, on a site whose vehicles are caravans: they speak of the
 * shopper's caravan, and give a caravan the site lists as the example of a make and model.
 */

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

const CARAVANS = 'caravan-valuer';
const DAY_MS = 86_400_000;

let clock = TEST_NOW;
let platform: Platform;

/** Ten 2022 Jayco Journeys and three Avan Aspires, 20,000 km each: a market for a Journey. */
function caravanMarket(site: Site): CarRecord[] {
  const caravan = (id: string, make: string, model: string, price: number) =>
    usedMarketVehicle(site, TEST_NOW, { id, make, model, km: 20_000, price });
  return [
    ...Array.from({ length: 10 }, (_, i) =>
      caravan(`journey-${i + 1}`, 'Jayco', 'Journey', 60_000 + i * 1000),
    ),
    ...Array.from({ length: 3 }, (_, i) =>
      caravan(`aspire-${i + 1}`, 'Avan', 'Aspire', 50_000 + i * 1000),
    ),
  ];
}

beforeAll(async () => {
  const sites = await loadDemoSites();
  const outback = sites.find((s) => s.config.slug === 'outback-caravans')!;
  const caravans = tradeInSite(outback, CARAVANS, {
    labels: { ...outback.config.labels, vehicleType: 'Caravan' },
    tradeIn: { onlineEstimate: true },
  });
  platform = await createTestPlatform(20, [...sites, caravans], { now: () => clock });
  await platform.stockSearch.replaceSiteStock(caravans, caravanMarket(caravans));
}, 60_000);
afterAll(async () => {
  await platform.close();
});
beforeEach(() => {
  clock = TEST_NOW;
});

async function tradeInLead(): Promise<string> {
  const values = { ...VALID_LEAD_INPUTS['trade-in'], termsAccepted: true };
  const response = await platform.query<SubmitLeadAnswer>(
    platform.hostOf(CARAVANS),
    SUBMIT_LEAD,
    withFormToken(CARAVANS, submission('trade-in', values)),
  );
  expectAnswered(response);
  return response.data!.submitLead!.leadId;
}

const journey = { year: 2022, make: 'Jayco', model: 'Journey', km: 20_000 };

const value = (leadId: string, vehicle: Record<string, unknown> = journey) =>
  platform.query<ValueTradeInAnswer>(platform.hostOf(CARAVANS), VALUE_TRADE_IN, {
    input: { leadId, vehicle, answers: NEUTRAL_ANSWERS },
  });

describe('the trade-in on a caravan site', () => {
  it('asks for the caravan’s make and model with an example the site lists', async () => {
    const leadId = await tradeInLead();
    const response = await value(leadId, { ...journey, make: ' ', model: '' });
    expect(issuesOf(response)).toEqual([
      'vehicle.make: Please enter your caravan’s make, such as Jayco.',
      'vehicle.model: Please enter your caravan’s model, such as Journey.',
    ]);
  });

  it('has the caravan inspected, and values caravans against caravans', async () => {
    const leadId = await tradeInLead();
    const { valuation } = (await value(leadId)).data!.valueTradeIn!;
    expect(valuation.offer).not.toBeNull();
    expect(valuation.disclaimer).toBe(
      'This estimate is indicative and subject to an inspection of your caravan.',
    );
    expect(valuation.basis).toMatch(/^Based on 10 similar caravans listed at /);

    const old = (await value(leadId, { ...journey, year: 2010 })).data!.valueTradeIn!.valuation;
    expect(old.reason).toBe(
      'We don’t give online estimates for caravans more than 7 years old. The dealer will contact you to value your caravan in person.',
    );
    expect(old.disclaimer).toBe(valuation.disclaimer);
  });

  it('asks to value the caravan again once its offer lapsed', async () => {
    const leadId = await tradeInLead();
    expect((await value(leadId)).data!.valueTradeIn!.valuation.offer).not.toBeNull();
    clock = new Date(TEST_NOW.getTime() + 8 * DAY_MS);
    const lapsed = await platform.query<AcceptOfferAnswer>(
      platform.hostOf(CARAVANS),
      ACCEPT_OFFER,
      {
        leadId,
      },
    );
    expect(issuesOf(lapsed)).toEqual([
      expect.stringMatching(/^leadId: the offer lapsed on .*; please value your caravan again$/),
    ]);
  });

  it('says why each condition question matters of a caravan', async () => {
    const helpOf = async (slug: string) => {
      const response = await platform.query<{
        site: { tradeIn: { questions: { id: string; help: string | null }[] } };
      }>(platform.hostOf(slug), '{ site { tradeIn { questions { id help } } } }');
      return response.data!.site.tradeIn.questions.find((q) => q.id === 'service-history')!.help;
    };
    expect(await helpOf(CARAVANS)).toBe(
      'Servicing by the book keeps more of your caravan’s value.',
    );
    expect(await helpOf('northside-used-cars')).toBe(
      'Servicing by the book keeps more of your car’s value.',
    );
  });

  it('asks for the caravan’s details where the site looks up no regos', async () => {
    const response = await platform.query<{ tradeInRegoLookup: { message: string | null } }>(
      platform.hostOf(CARAVANS),
      '{ tradeInRegoLookup(rego: "ABC123", state: QLD) { ... on TradeInRegoLookup { message } } }',
    );
    expect(response.data!.tradeInRegoLookup.message).toBe('Enter your caravan’s details below.');
  });
});
