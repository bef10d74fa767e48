import { PaymentsUnavailableError } from '../../reservations/reservation-desk.js';
import { randomUUID } from 'node:crypto';
import { calculateFinance } from '@forecourt/schema/finance/finance-calculation';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerOf } from '../../accounts/viewer.js';
import { CHECKOUT_FOLLOW_UP_NAMES } from '../../checkout-journey/checkout-journey-lead.js';
import type { CheckoutStepRateLimiter } from '../../checkout-journey/checkout-step-rate-limiter.js';
import type {
  ReservationDesk,
  StartReservationRequest,
  StartReservationResult,
} from '../../reservations/reservation-desk.port.js';
import type { Reservation } from '../../reservations/reservation.types.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;
const STOCK_SIZE = 200;
const COASTAL = 'coastal-motor-group';
const NORTHSIDE = 'northside-used-cars';

/** Signed in by the test header `x-test-viewer` (`<site>|<user id>`), as other suites do. */
const testViewerOf: ViewerOf = async (request: Request, site: Site) => {
  const [slug, userId] = (request.headers.get('x-test-viewer') ?? '').split('|');
  if (slug !== site.config.slug || !userId) return null;
  return { userId, email: `${userId.slice(0, 8)}@example.com`, phone: '+61412345678' };
};

/** The reservation desk as the deposit step sees it: what it was asked, and a set answer. */
const deskCalls: StartReservationRequest[] = [];
let deskAnswer: (request: StartReservationRequest) => StartReservationResult;
const testDesk: ReservationDesk = {
  start: async (request) => {
    deskCalls.push(request);
    return deskAnswer(request);
  },
  byReference: async (_site, reference) => reservations.get(reference) ?? null,
  handlePaymentEvent: async () => undefined as never,
};
/** The reservations the test desk started, by reference (a test may end one). */
const reservations = new Map<string, Reservation>();
let references = 0;
const started = (request: StartReservationRequest): StartReservationResult => {
  const reservation = {
    id: randomUUID(),
    reference: `R7K3M9Q${++references}`,
    depositCents: 20_000,
    journeyId: request.journeyId ?? null,
    state: 'pending',
  } as Reservation;
  reservations.set(reservation.reference, reservation);
  return {
    outcome: 'started',
    reservation,
    paymentUrl: `${request.origin}/payments/test/session-${references}`,
  };
};

/** Lets a test run out the step saves without saving sixty times. */
let refuseSaves = false;
const testLimiter: CheckoutStepRateLimiter = {
  take: async () =>
    refuseSaves
      ? { allowed: false, scope: 'connection', retryAfterSeconds: 120 }
      : { allowed: true },
  close: async () => undefined,
};

beforeAll(async () => {
  platform = await createTestPlatform(STOCK_SIZE, undefined, {
    viewerOf: testViewerOf,
    reservationDesk: testDesk,
    checkoutStepRateLimiter: testLimiter,
  });
  deskAnswer = started;
});
afterAll(async () => {
  await platform.close();
});

interface Shopper {
  cookie?: string;
  userId?: string;
  site?: string;
}
const newBrowser = (): Shopper => ({ cookie: `forecourt_visitor=${randomUUID()}` });
const headersOf = (shopper: Shopper, site: string) => ({
  ...(shopper.cookie ? { cookie: shopper.cookie } : {}),
  ...(shopper.userId ? { 'x-test-viewer': `${site}|${shopper.userId}` } : {}),
});

const JOURNEY_FIELDS = `journeyId completedSteps nextStep notPurchasableReason
  details { firstName lastName email phone postcode }
  tradeIn { hasTradeIn make offer reason }
  finance { method deposit termYears frequency repayment totalRepayments amountFinanced interestRate }
  delivery { method postcode price regionName locationName }
  deposit { amount reference reservationPath }`;
const QUERY = `query Journey($carSlug: String!) { checkoutJourney(carSlug: $carSlug) { ${JOURNEY_FIELDS} } }`;
const SAVE = `mutation Save($input: SaveCheckoutStepInput!) {
  saveCheckoutStep(input: $input) {
    __typename
    ... on SaveCheckoutStepPayload { step paymentUrl journey { ${JOURNEY_FIELDS} } }
    ... on Error { message }
    ... on ValidationError { issues { field message } }
  }
}`;

type Journey = Record<string, unknown> & { journeyId: string | null; completedSteps: string[] };
type SaveResult = {
  __typename: string;
  message?: string;
  issues?: { field: string }[];
  journey?: Journey;
  paymentUrl?: string | null;
};

async function journeyOf(shopper: Shopper, carSlug: string, site = COASTAL) {
  const res = await platform.query<{ checkoutJourney: Journey | null }>(
    platform.hostOf(site),
    QUERY,
    { carSlug },
    headersOf(shopper, site),
  );
  expect(res.errors).toBeUndefined();
  return res.data!.checkoutJourney;
}

async function save(
  shopper: Shopper,
  carSlug: string,
  answers: Record<string, unknown>,
  site = COASTAL,
): Promise<SaveResult> {
  const input = {
    carSlug,
    pageUrl: `http://${site}.localhost/checkout-journey?car_id=${carSlug}`,
    ...answers,
  };
  const res = await platform.query<{ saveCheckoutStep: SaveResult }>(
    platform.hostOf(site),
    SAVE,
    { input },
    headersOf(shopper, site),
  );
  expect(res.errors).toBeUndefined();
  return res.data!.saveCheckoutStep;
}

const DETAILS = {
  details: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '0412 345 678',
    postcode: '4215',
  },
};
const NO_TRADE_IN = { tradeIn: { hasTradeIn: false } };
const CASH = { finance: { method: 'CASH' } };
const PICK_UP = { delivery: { method: 'PICK_UP' } };

/** Coastal's cars that can be bought online, each test taking its own. */
let purchasable: StockDocument[] = [];
let soldCar: StockDocument | undefined;
async function carsOfCoastal() {
  if (purchasable.length > 0) return;
  const site = platform.site(COASTAL);
  const ids = generateStock(site, { size: STOCK_SIZE, now: TEST_NOW }).map((car) => car.id);
  const found = await platform.stockSearch.forSite(site, () => TEST_NOW).findByIds(ids);
  const cars = found.filter((car): car is StockDocument => car !== null);
  purchasable = cars.filter(
    (car) => car.status === 'in_stock' && car.price > 1 && !car.reserved && !car.preorder,
  );
  soldCar = cars.find((car) => car.status === 'sold');
}
const aCar = async () => {
  await carsOfCoastal();
  return purchasable.shift()!;
};

const leadOf = async (journeyId: string) => {
  const records = platform.records.forSite(platform.site(COASTAL));
  const journey = await records.checkoutJourney(journeyId);
  return { records, leadId: journey!.leadId! };
};

describe('the online purchase journey', () => {
  it('walks every step in order and tells the dealer once per step, as one lead', async () => {
    const car = await aCar();
    const browser = newBrowser();
    expect(await journeyOf(browser, car.slug)).toMatchObject({
      journeyId: null,
      completedSteps: [],
      nextStep: 'DETAILS',
      notPurchasableReason: null,
    });

    const details = await save(browser, car.slug, DETAILS);
    expect(details.__typename).toBe('SaveCheckoutStepPayload');
    expect(details.journey).toMatchObject({ completedSteps: ['DETAILS'], nextStep: 'TRADE_IN' });
    for (const answers of [NO_TRADE_IN, CASH, PICK_UP]) {
      expect((await save(browser, car.slug, answers)).__typename).toBe('SaveCheckoutStepPayload');
    }
    const deposit = await save(browser, car.slug, { deposit: { idempotencyKey: randomUUID() } });
    expect(deposit.paymentUrl).toMatch(
      new RegExp(`^http://${COASTAL}\\.localhost/payments/test/session-\\d+$`),
    );
    expect(deposit.journey).toMatchObject({
      nextStep: null,
      completedSteps: ['DETAILS', 'TRADE_IN', 'FINANCE', 'DELIVERY', 'DEPOSIT'],
      deposit: { amount: 200, reference: expect.stringMatching(/^R7K3M9Q\d+$/) },
    });
    const journeyId = deposit.journey!.journeyId!;
    expect(deskCalls.at(-1)).toMatchObject({
      carSlug: car.slug,
      journeyId,
      origin: `http://${COASTAL}.localhost`,
      shopper: { firstName: 'Ada', email: 'ada@example.com', phone: '04 1234 5678' },
    });

    const { records, leadId } = await leadOf(journeyId);
    const lead = await records.lead(leadId);
    expect(lead).toMatchObject({ kind: 'online_purchase', category: 'Online Purchase' });
    expect(lead!.vehicle?.carId).toBe(car.id);
    const events = await records.leadEvents(leadId);
    expect(events.map((event) => event.name)).toEqual([
      CHECKOUT_FOLLOW_UP_NAMES.tradeIn,
      CHECKOUT_FOLLOW_UP_NAMES.finance,
      CHECKOUT_FOLLOW_UP_NAMES.delivery,
      CHECKOUT_FOLLOW_UP_NAMES.deposit,
    ]);
    const deliveries = await records.leadDeliveries(leadId);
    const perFollowUp = (name?: string) => deliveries.filter((d) => d.followUp === name).length;
    const destinations = perFollowUp(undefined);
    expect(destinations).toBeGreaterThan(0);
    for (const name of events.map((event) => event.name)) {
      expect(perFollowUp(name)).toBe(destinations);
    }
  });

  it('replaces a step answered again, in the journey and in its follow-up, with no new delivery', async () => {
    const car = await aCar();
    const browser = newBrowser();
    for (const answers of [DETAILS, NO_TRADE_IN, CASH]) await save(browser, car.slug, answers);
    const again = await save(browser, car.slug, DETAILS);
    expect(again.journey?.nextStep).toBe('DELIVERY');
    const calculator = await platform.query<{
      car: {
        financeCalculator: {
          term: { options: number[] };
          defaults: { interestRate: number };
          establishmentFee: number;
          rounding: string;
        } | null;
      };
    }>(
      platform.hostOf(COASTAL),
      `query($slug: String!) { car(slug: $slug) { financeCalculator(variant: PAGE) { term { options } defaults { interestRate } establishmentFee rounding } } }`,
      { slug: car.slug },
    );
    const bounds = calculator.data!.car.financeCalculator;
    expect(bounds).not.toBeNull();
    if (bounds === null) return;
    const termYears = bounds.term.options.at(-1)!;
    const financed = await save(browser, car.slug, {
      finance: { method: 'FINANCE', deposit: 2000, termYears, frequency: 'WEEK' },
    });
    const expected = calculateFinance({
      amount: car.price,
      deposit: 2000,
      establishmentFee: bounds.establishmentFee,
      annualRatePercent: bounds.defaults.interestRate,
      years: termYears,
      frequency: 'week',
      round: bounds.rounding === 'DOWN' ? 'down' : 'up',
    });
    expect(financed.journey?.finance).toMatchObject({
      method: 'FINANCE',
      deposit: 2000,
      termYears,
      frequency: 'WEEK',
      repayment: expected.repayment,
      amountFinanced: expected.amountFinanced,
    });

    const { records, leadId } = await leadOf(financed.journey!.journeyId!);
    const finance = await records.leadEvent(leadId, CHECKOUT_FOLLOW_UP_NAMES.finance);
    expect(finance?.payload).toMatchObject({ method: 'finance', deposit: 2000 });
    const deliveries = await records.leadDeliveries(leadId);
    const financeJobs = deliveries.filter((d) => d.followUp === CHECKOUT_FOLLOW_UP_NAMES.finance);
    expect(financeJobs.length).toBe(deliveries.filter((d) => d.followUp === undefined).length);
    // The details again are a follow-up of the one lead, never a second lead.
    expect(await records.leadEvent(leadId, CHECKOUT_FOLLOW_UP_NAMES.details)).not.toBeNull();
  });

  it('names each refused field of a step', async () => {
    const car = await aCar();
    const browser = newBrowser();
    const bad = await save(browser, car.slug, {
      details: { ...DETAILS.details, email: 'not-an-email', postcode: '0000', phone: '12' },
    });
    expect(bad.__typename).toBe('ValidationError');
    expect(bad.issues!.map((issue) => issue.field).sort()).toEqual([
      'details.email',
      'details.phone',
      'details.postcode',
    ]);
    expect(await journeyOf(browser, car.slug)).toMatchObject({ journeyId: null });

    await save(browser, car.slug, DETAILS);
    const skipped = await save(browser, car.slug, CASH);
    expect(skipped).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'finance' }],
    });
    await save(browser, car.slug, NO_TRADE_IN);
    const tooLong = await save(browser, car.slug, {
      finance: { method: 'FINANCE', deposit: 1000, termYears: 99, frequency: 'MONTH' },
    });
    expect(tooLong.issues?.map((issue) => issue.field)).toEqual(['finance.termYears']);
    await save(browser, car.slug, CASH);
    const nowhere = await save(browser, car.slug, {
      delivery: { method: 'DELIVERY', postcode: '0000' },
    });
    expect(nowhere.issues?.map((issue) => issue.field)).toEqual(['delivery.postcode']);
    const two = await save(browser, car.slug, { ...CASH, ...PICK_UP });
    expect(two.issues?.map((issue) => issue.field)).toEqual(['input']);
    const badCar = await save(browser, 'no-such-car', DETAILS);
    expect(badCar.__typename).toBe('NotFoundError');
  });

  it('values a trade-in with the site’s valuation and refuses an incomplete one by field', async () => {
    const car = await aCar();
    const browser = newBrowser();
    await save(browser, car.slug, DETAILS);
    const site = platform.site(COASTAL);
    const answers = site.config.tradeIn.questions.map((question) => ({
      questionId: question.id,
      answer: question.options[0]!.value,
    }));
    const vehicle = { year: 2019, make: 'Toyota', model: 'Corolla', km: 60000 };
    expect(site.config.features.tradeIn).toBe(true);
    const incomplete = await save(browser, car.slug, {
      tradeIn: { hasTradeIn: true, vehicle: { ...vehicle, year: 1200 }, answers },
    });
    expect(incomplete.issues?.map((issue) => issue.field)).toContain('tradeIn.vehicle.year');
    const valued = await save(browser, car.slug, {
      tradeIn: { hasTradeIn: true, vehicle, answers },
    });
    expect(valued.journey?.tradeIn).toMatchObject({ hasTradeIn: true, make: 'Toyota' });
    const tradeIn = valued.journey!.tradeIn as { offer: number | null; reason: string | null };
    expect(tradeIn.offer !== null || tradeIn.reason !== null).toBe(true);
  });

  it('resumes in the same browser, and in no other', async () => {
    const car = await aCar();
    const browser = newBrowser();
    await save(browser, car.slug, DETAILS);
    await save(browser, car.slug, NO_TRADE_IN);
    expect(await journeyOf(browser, car.slug)).toMatchObject({
      completedSteps: ['DETAILS', 'TRADE_IN'],
      nextStep: 'FINANCE',
      details: { firstName: 'Ada', postcode: '4215' },
    });
    expect(await journeyOf(newBrowser(), car.slug)).toMatchObject({ journeyId: null });
    expect(await journeyOf({}, car.slug)).toMatchObject({ journeyId: null });
    const cookieless = await save({}, car.slug, DETAILS);
    expect(cookieless.issues?.map((issue) => issue.field)).toEqual(['input']);
  });

  it('gives a visitor’s journey to the account at sign-in, and resumes it on another device', async () => {
    const car = await aCar();
    const browser = newBrowser();
    await save(browser, car.slug, DETAILS);
    const userId = randomUUID();
    const signedIn = { ...browser, userId };
    const claimed = await journeyOf(signedIn, car.slug);
    expect(claimed?.completedSteps).toEqual(['DETAILS']);
    await save(signedIn, car.slug, NO_TRADE_IN);

    const phone = { ...newBrowser(), userId };
    expect(await journeyOf(phone, car.slug)).toMatchObject({
      journeyId: claimed!.journeyId,
      completedSteps: ['DETAILS', 'TRADE_IN'],
    });
    // Signed out again, the browser no longer shows the account's journey…
    expect(await journeyOf(browser, car.slug)).toMatchObject({ journeyId: null });
    // …and another account signing in on it does not take it.
    expect(await journeyOf({ ...browser, userId: randomUUID() }, car.slug)).toMatchObject({
      journeyId: null,
    });
  });

  it('prefills a signed-in shopper’s details from the account', async () => {
    const car = await aCar();
    const journey = await journeyOf({ userId: randomUUID() }, car.slug);
    expect(journey?.details).toMatchObject({ phone: '+61412345678' });
    expect((journey?.details as { email: string }).email).toMatch(/@example\.com$/);
  });

  it('refuses a car that cannot be bought online, and a car another buyer holds', async () => {
    await carsOfCoastal();
    const sold = soldCar!;
    expect(sold.status).toBe('sold');
    const journey = await journeyOf(newBrowser(), sold.slug);
    expect(journey?.notPurchasableReason).toMatch(/no longer available/);
    const refused = await save(newBrowser(), sold.slug, DETAILS);
    expect(refused.__typename).toBe('CheckoutCarNotPurchasableError');
    const car = await aCar();
    const browser = newBrowser();
    for (const answers of [DETAILS, NO_TRADE_IN, CASH, PICK_UP])
      await save(browser, car.slug, answers);
    deskAnswer = () => ({ outcome: 'carHeld' });
    try {
      const held = await save(browser, car.slug, { deposit: { idempotencyKey: randomUUID() } });
      expect(held).toMatchObject({ __typename: 'CheckoutCarNotPurchasableError' });
      expect(held.message).toMatch(/Another buyer/);
    } finally {
      deskAnswer = started;
    }
    expect((await journeyOf(browser, car.slug))?.nextStep).toBe('DEPOSIT');
  });

  it('says payments are unavailable when the provider does not answer, and keeps the steps', async () => {
    const car = await aCar();
    const browser = newBrowser();
    for (const answers of [DETAILS, NO_TRADE_IN, CASH, PICK_UP])
      await save(browser, car.slug, answers);
    deskAnswer = () => {
      throw new PaymentsUnavailableError(randomUUID());
    };
    try {
      const down = await save(browser, car.slug, { deposit: { idempotencyKey: randomUUID() } });
      expect(down).toMatchObject({ __typename: 'CheckoutPaymentsUnavailableError' });
      expect(down.message).toMatch(/Nothing was charged/);
    } finally {
      deskAnswer = started;
    }
    expect((await journeyOf(browser, car.slug))?.nextStep).toBe('DEPOSIT');
  });

  it('is not there where the site does not sell online', async () => {
    const car = await aCar();
    expect(platform.site(NORTHSIDE).config.features.onlinePurchase).toBe(false);
    expect(await journeyOf(newBrowser(), car.slug, NORTHSIDE)).toBeNull();
    const refused = await save(newBrowser(), car.slug, DETAILS, NORTHSIDE);
    expect(refused.__typename).toBe('CheckoutCarNotPurchasableError');
  });

  it('keeps one site’s journeys from another (a page of another site is refused too)', async () => {
    const car = await aCar();
    const browser = newBrowser();
    await save(browser, car.slug, DETAILS);
    const res = await platform.query<{ saveCheckoutStep: SaveResult }>(
      platform.hostOf(COASTAL),
      SAVE,
      { input: { carSlug: car.slug, pageUrl: `http://${NORTHSIDE}.localhost/x`, ...NO_TRADE_IN } },
      headersOf(browser, COASTAL),
    );
    expect(res.data?.saveCheckoutStep.issues?.map((issue) => issue.field)).toEqual(['pageUrl']);
  });

  it('opens the deposit again once its reservation ended unpaid, and not while it holds the car', async () => {
    const car = await aCar();
    const browser = newBrowser();
    for (const answers of [DETAILS, NO_TRADE_IN, CASH, PICK_UP])
      await save(browser, car.slug, answers);
    const first = await save(browser, car.slug, { deposit: { idempotencyKey: randomUUID() } });
    const reference = (first.journey!.deposit as { reference: string }).reference;
    const refused = await save(browser, car.slug, { deposit: { idempotencyKey: randomUUID() } });
    expect(refused.issues?.map((issue) => issue.field)).toEqual(['deposit']);

    reservations.set(reference, { ...reservations.get(reference)!, state: 'cancelled' });
    expect(await journeyOf(browser, car.slug)).toMatchObject({
      nextStep: 'DEPOSIT',
      deposit: null,
    });
    const again = await save(browser, car.slug, { deposit: { idempotencyKey: randomUUID() } });
    expect(again.__typename).toBe('SaveCheckoutStepPayload');
    expect((again.journey!.deposit as { reference: string }).reference).not.toBe(reference);
    expect(again.journey?.nextStep).toBeNull();
  });

  it('refuses saves past the limit, saving nothing', async () => {
    const car = await aCar();
    const browser = newBrowser();
    refuseSaves = true;
    try {
      const refused = await save(browser, car.slug, DETAILS);
      expect(refused).toMatchObject({ __typename: 'RateLimitedError' });
      expect(refused.message).toMatch(/2 minutes/);
    } finally {
      refuseSaves = false;
    }
    expect(await journeyOf(browser, car.slug)).toMatchObject({ journeyId: null });
  });
});
