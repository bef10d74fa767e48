import { mkdtemp, rm } from 'node:fs/promises';
import type { JobLog } from '../../jobs/leased-job-worker.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VALID_LEAD_INPUTS } from '@forecourt/schema/leads/lead-forms.cases';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestEmailDelivery,
  createTestLeadDelivery,
  isSignedWebhook,
  type TestEmailDelivery,
  testMailbox,
} from '../../testing/test-lead-channels.js';
import { LeadOutboxWorker } from '../../leads/lead-outbox-worker.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../leads/testing/webhook-receiver.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';
import { expectAnswered, refusalOf } from '../common/testing/typed-errors.js';
import {
  issuesOf,
  SUBMIT_LEAD,
  submission,
  withFormToken,
  type SubmitLeadAnswer,
} from '../leads/testing/lead-test-sites.js';
import {
  ACCEPT_OFFER,
  corollaMarket,
  NEUTRAL_ANSWERS,
  tradeInSite,
  VALUE_TRADE_IN,
  type AcceptOfferAnswer,
  type ValueTradeInAnswer,
} from './testing/trade-in-test-site.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

const SECRET = 'trade-in-test-secret';
const SECRET_ENV = 'TRADE_IN_TEST_LEADS_SECRET';
const VALUER = 'trade-in-valuer';
const DAY_MS = 86_400_000;
const DISCLAIMER = 'This estimate is indicative and subject to an inspection of your car.';

/** The platform's clock; a test that moves it puts it back. */
let clock = TEST_NOW;
let platform: Platform;
let valuer: Site;
let receiver: WebhookReceiver;
let mailboxDir: string;
let email: TestEmailDelivery;
let worker: LeadOutboxWorker;

const quietLog: JobLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  mailboxDir = await mkdtemp(path.join(tmpdir(), 'forecourt-trade-in-'));
  email = createTestEmailDelivery({ mailboxDir });
  const sites = await loadDemoSites();
  const northside = sites.find((s) => s.config.slug === 'northside-used-cars')!;
  // Northside's settings with a webhook of its own, and a market of known prices.
  valuer = tradeInSite(northside, VALUER, {
    leads: { webhook: { url: receiver.url, secretEnv: SECRET_ENV } },
  });
  platform = await createTestPlatform(120, [...sites, valuer], {
    trustedProxyHops: 1,
    now: () => clock,
  });
  await platform.stockSearch.replaceSiteStock(valuer, corollaMarket(valuer, TEST_NOW));
  worker = new LeadOutboxWorker({
    sites: [valuer, platform.site('outback-caravans')],
    records: platform.records,
    deliver: createTestLeadDelivery({ email, webhook: { env: { [SECRET_ENV]: SECRET } } }),
    log: quietLog,
    now: () => clock,
  });
}, 60_000);
afterAll(async () => {
  await worker.stop();
  email.close();
  await receiver.close();
  await platform.close();
  await rm(mailboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  clock = TEST_NOW;
});

let addressCount = 0;
const newConnection = () => ({ 'x-forwarded-for': `198.51.100.${++addressCount % 250}` });

/** A trade-in lead sent on the site; its id. */
async function tradeInLead(slug = VALUER): Promise<string> {
  const values = { ...VALID_LEAD_INPUTS['trade-in'], termsAccepted: true };
  const response = await platform.query<SubmitLeadAnswer>(
    platform.hostOf(slug),
    SUBMIT_LEAD,
    withFormToken(slug, submission('trade-in', values)),
    newConnection(),
  );
  expectAnswered(response);
  return response.data!.submitLead!.leadId;
}

const corolla = { year: 2022, make: 'toyota', model: 'COROLLA', km: 40_000 };

function value(leadId: string, more: Record<string, unknown> = {}, slug = VALUER) {
  return platform.query<ValueTradeInAnswer>(platform.hostOf(slug), VALUE_TRADE_IN, {
    input: { leadId, vehicle: corolla, answers: NEUTRAL_ANSWERS, ...more },
  });
}
const accept = (leadId: string, slug = VALUER) =>
  platform.query<AcceptOfferAnswer>(platform.hostOf(slug), ACCEPT_OFFER, { leadId });
const records = (slug = VALUER) => platform.records.forSite(platform.site(slug));

/** What the receiver got for a lead: each request's Idempotency-Key and parsed body. */
function receivedFor(leadId: string) {
  return receiver.received
    .map(({ headers, body }) => ({
      key: headers['idempotency-key'] as string,
      signed: isSignedWebhook(body, headers['x-forecourt-signature'] as string, SECRET),
      body: JSON.parse(body) as Record<string, unknown>,
    }))
    .filter(({ key }) => key.startsWith(leadId));
}

const VALUED_COROLLA = {
  // The market's low end 20,900 less 15%: 17,765 → 17,800; half its range 3,600 × 0.85.
  offer: 17_800,
  estimateLow: 14_700,
  estimateHigh: 20_900,
  basis:
    'Based on 10 similar cars listed at Northside Used Cars (the same make and model, a year either side and similar kilometres), less the dealer’s margin and adjusted for your answers.',
  reason: null,
  disclaimer: DISCLAIMER,
  validUntil: '2026-11-08T00:00:00.000Z',
};

describe('a trade-in lead, valued and its offer accepted', () => {
  it('delivers the lead, "2. Valuation" and "3. Offer Accepted" to the dealer once each', async () => {
    const leadId = await tradeInLead();

    const valued = await value(leadId, { rego: 'abc 123' });
    expectAnswered(valued);
    expect(valued.data!.valueTradeIn).toEqual({
      __typename: 'ValueTradeInPayload',
      leadId,
      valuation: VALUED_COROLLA,
    });
    // Asked again with the same car and answers: the same valuation, nothing new queued.
    const again = await value(leadId, { rego: 'ABC123', regoState: 'QLD' });
    expect(again.data!.valueTradeIn!.valuation).toEqual(VALUED_COROLLA);
    expect(await records().leadDeliveries(leadId)).toHaveLength(4);

    await worker.runOnce();
    const accepted = await accept(leadId);
    expect(accepted.data!.acceptTradeInOffer).toEqual({
      __typename: 'AcceptTradeInOfferPayload',
      leadId,
      subcategory: '3. Offer Accepted',
      offerAccepted: true,
      formCompleted: true,
      acceptedAt: TEST_NOW.toISOString(),
      replayed: false,
    });
    expect((await accept(leadId)).data!.acceptTradeInOffer!.replayed).toBe(true);
    await worker.runOnce();
    await worker.runOnce();

    const received = receivedFor(leadId);
    expect(received.map(({ key, signed }) => [key, signed])).toEqual([
      [leadId, true],
      [`${leadId}:2. Valuation`, true],
      [`${leadId}:3. Offer Accepted`, true],
    ]);
    const [created, valuation, offerAccepted] = received.map(({ body }) => body);
    expect(created).toMatchObject({ event: 'lead.created' });
    expect(valuation).toMatchObject({
      type: 'lead.follow_up',
      lead_id: leadId,
      category: 'Trade-In',
      subcategory: '2. Valuation',
      rego: 'ABC123',
      regoState: 'QLD',
      vehicle: { year: 2022, make: 'toyota', model: 'COROLLA', badge: null, km: 40_000 },
      adjustmentAnswers: {
        'service-history': 'full',
        'two-sets-of-keys': 'yes',
        modifications: 'none',
        condition: 'good',
      },
      offer: 17_800,
      estimate_low: 14_700,
      estimate_high: 20_900,
      offer_accepted: false,
      form_completed: false,
    });
    expect(offerAccepted).toMatchObject({
      type: 'lead.follow_up',
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      lead_id: leadId,
      form_completed: true,
      offer_accepted: true,
      offer: 17_800,
      rego: 'ABC123',
    });

    // The lead's valuation now says it was accepted.
    expect((await records().leadEvent(leadId, '2. Valuation'))?.payload).toMatchObject({
      offer_accepted: true,
      form_completed: true,
    });
    const deliveries = await records().leadDeliveries(leadId);
    expect(deliveries.map((d) => [d.destination.kind, d.followUp, d.status])).toEqual([
      ['webhook', undefined, 'delivered'],
      ['email', undefined, 'delivered'],
      ['webhook', '2. Valuation', 'delivered'],
      ['email', '2. Valuation', 'delivered'],
      ['webhook', '3. Offer Accepted', 'delivered'],
      ['email', '3. Offer Accepted', 'delivered'],
    ]);

    // The dealer's mailbox: the lead and its two follow-ups, the valuation's with the car as a trade-in.
    const mails = await Promise.all(
      (await testMailbox(mailboxDir, VALUER, 50)).map(({ raw }) =>
        PostalMime.parse(raw, { attachmentEncoding: 'utf8' }),
      ),
    );
    const ofLead = mails.filter((mail) =>
      mail.headers.some((h) => h.key === 'x-forecourt-lead-id' && h.value === leadId),
    );
    expect(ofLead.map((mail) => mail.subject).sort()).toEqual([
      `Trade-in enquiry from Sam Shopper`,
      `Trade-in offer accepted for lead ${leadId} from Sam Shopper`,
      `Trade-in valuation for lead ${leadId} from Sam Shopper`,
    ]);
    const valuationMail = ofLead.find((mail) => mail.subject?.startsWith('Trade-in valuation'))!;
    const adf = valuationMail.attachments.find((part) => part.mimeType === 'application/x-adf+xml');
    expect(adf?.content).toContain('<vehicle interest="trade-in" status="used">');
    // The car valued, not the lead's undescribed one.
    expect(adf?.content).toContain('<model>COROLLA</model>');
    expect(valuationMail.text).toMatch(/^Offer: +\$17,800$/m);
  });

  it('values the car again with other answers until the offer is accepted, queuing no more', async () => {
    const leadId = await tradeInLead();
    await value(leadId);
    const poorer = [
      ...NEUTRAL_ANSWERS.filter((a) => !['condition', 'two-sets-of-keys'].includes(a.questionId)),
      { questionId: 'condition', answer: 'poor' },
      { questionId: 'two-sets-of-keys', answer: 'no' },
    ];
    const revalued = await value(leadId, { answers: poorer });
    // −20% and −3%: 20,900 × 0.85 × 0.77 = 13,679 → 13,700.
    expect(revalued.data!.valueTradeIn!.valuation).toMatchObject({
      offer: 13_700,
      estimateLow: 11_300,
      estimateHigh: 16_100,
    });
    expect((await records().leadEvent(leadId, '2. Valuation'))?.payload).toMatchObject({
      offer: 13_700,
      adjustmentAnswers: { condition: 'poor', 'two-sets-of-keys': 'no' },
    });
    expect(await records().leadDeliveries(leadId)).toHaveLength(4);

    await accept(leadId);
    const afterAcceptance = await value(leadId);
    expect(refusalOf(afterAcceptance)).toMatchObject({
      __typename: 'ValidationError',
      message: 'leadId: the offer of this trade-in was accepted; it cannot be valued again',
    });
    // The accepted valuation itself is still answered.
    expect((await value(leadId, { answers: poorer })).data!.valueTradeIn!.valuation.offer).toBe(
      13_700,
    );
  });

  it('refuses an offer that lapsed, and takes it once the car is valued again', async () => {
    const leadId = await tradeInLead();
    await value(leadId);
    clock = new Date(TEST_NOW.getTime() + 8 * DAY_MS);
    expect(refusalOf(await accept(leadId))).toMatchObject({
      __typename: 'ValidationError',
      message: 'leadId: the offer lapsed on 8 November 2026; please value your car again',
    });
    const fresh = await value(leadId);
    expect(fresh.data!.valueTradeIn!.valuation.validUntil).toBe('2026-11-16T00:00:00.000Z');
    expect((await accept(leadId)).data!.acceptTradeInOffer!.replayed).toBe(false);
  });
});

describe('no online offer', () => {
  it('records a car over 7 years old for the dealer with the reason, and has no offer to accept', async () => {
    const leadId = await tradeInLead();
    expect(refusalOf(await accept(leadId))).toMatchObject({
      __typename: 'ValidationError',
      message: 'leadId: there is no offer to accept yet',
    });
    const old = await value(leadId, { vehicle: { ...corolla, year: 2018 } });
    expect(old.data!.valueTradeIn!.valuation).toEqual({
      offer: null,
      estimateLow: null,
      estimateHigh: null,
      basis: null,
      reason:
        'We don’t give online estimates for cars more than 7 years old. The dealer will contact you to value your car in person.',
      disclaimer: DISCLAIMER,
      validUntil: null,
    });
    expect(refusalOf(await accept(leadId))?.message).toBe(
      'leadId: there is no offer to accept yet',
    );
    expect((await records().leadEvent(leadId, '2. Valuation'))?.payload).toMatchObject({
      offer: null,
      form_completed: true,
    });
  });

  it('says why for a car the site has no market for', async () => {
    const leadId = await tradeInLead();
    const unknown = await value(leadId, {
      vehicle: { year: 2022, make: 'Lada', model: 'Niva', km: 30_000 },
    });
    expect(unknown.data!.valueTradeIn!.valuation.reason).toBe(
      'There isn’t enough market data for a 2022 Lada Niva to estimate its value online. The dealer will contact you to value your car in person.',
    );
  });

  it('values in person only on outback, still sending the dealer the car and answers', async () => {
    const leadId = await tradeInLead('outback-caravans');
    const valued = await value(leadId, {}, 'outback-caravans');
    expect(valued.data!.valueTradeIn!.valuation).toMatchObject({
      offer: null,
      reason:
        'Outback Caravans & Motorcycles values every trade-in in person rather than online. The dealer will contact you to arrange a valuation.',
    });
    await worker.runOnce();
    const jobs = await records('outback-caravans').leadDeliveries(leadId);
    expect(jobs.map((job) => [job.followUp, job.status])).toEqual([
      [undefined, 'delivered'],
      ['2. Valuation', 'delivered'],
    ]);
  });
});

describe('valueTradeIn refuses', () => {
  it('another site’s lead, a lead that is no trade-in, and no lead at all, on leadId', async () => {
    const leadId = await tradeInLead();
    const values = {
      ...VALID_LEAD_INPUTS['general-enquiry'],
      category: valuer.config.leadForms.categories[0],
      locationId: valuer.locations.find((l) => l.visible)!.id,
      preferredDealership: valuer.locations.find((l) => l.visible)!.dealershipSlug,
      termsAccepted: true,
    };
    const general = await platform.query<SubmitLeadAnswer>(
      platform.hostOf(VALUER),
      SUBMIT_LEAD,
      withFormToken(VALUER, submission('general-enquiry', values)),
      newConnection(),
    );
    expectAnswered(general);
    const generalId = general.data!.submitLead!.leadId;
    for (const [slug, id] of [
      ['northside-used-cars', leadId],
      [VALUER, generalId],
      [VALUER, 'not-a-lead'],
    ] as const) {
      const response = await value(id, {}, slug);
      expect(issuesOf(response)).toEqual(['leadId: is not a trade-in enquiry sent on this site']);
      expect(issuesOf(await accept(id, slug))).toEqual([
        'leadId: is not a trade-in enquiry sent on this site',
      ]);
    }
    // Nothing reached the lead from the other site.
    expect(await records().leadEvents(leadId)).toEqual([]);
  });

  it('names every refused field: the car, the rego, each answer', async () => {
    const leadId = await tradeInLead();
    const response = await value(leadId, {
      rego: 'AB#1',
      vehicle: { year: 2028, make: ' ', model: 'Corolla', km: -5 },
      answers: [
        { questionId: 'service-history', answer: 'full' },
        { questionId: 'service-history', answer: 'none' },
        { questionId: 'condition', answer: 'mint' },
        { questionId: 'colour', answer: 'red' },
      ],
    });
    expect(issuesOf(response)).toEqual([
      'answers.colour: is not a question this valuation asks',
      'answers.condition: Please choose one of: Excellent, Good, Fair, Poor.',
      'answers.modifications: Please answer “Illegal or unapproved modifications”.',
      'answers.service-history: was answered more than once',
      'answers.two-sets-of-keys: Please answer “Two sets of keys”.',
      'rego: Please enter the rego as letters and digits only, at most 9 of them.',
      'vehicle.km: Please enter the odometer reading in whole kilometres, such as 45,000.',
      'vehicle.make: Please enter your car’s make, such as Toyota.',
      'vehicle.year: Please enter a year from 1900 to 2027.',
    ]);
    expect(await records().leadEvents(leadId)).toEqual([]);
  });
});
