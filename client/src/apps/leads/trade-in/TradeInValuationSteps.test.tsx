import { FORM_SUBMIT_FAILED_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { tradeInVehicleMessages } from '@forecourt/schema/leads/trade-in-vehicle.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderLeadRoute } from '../render-lead-route';
import { descriptionOf, leadFormSettings } from '../../../testing/lead-form-fixtures';
import { pendingOperations } from '../../../testing/pending-operations';
import { tradeInFlowKey } from './trade-in-flow-store';
import { TRADE_IN_VALUATION_MESSAGES } from './trade-in-valuation-values';
import { answerLeadFormToken } from '../../../testing/lead-form-token';

const SITE = {
  name: 'Coastal Motor Group',
  slug: 'coastal-motor-group',
  labels: { vehicleType: 'Car', tradeInButton: 'Get Your Valuation' },
};
/** A dealer that calls its vehicles caravans. */
const CARAVAN_SITE = {
  name: 'Outback Caravans',
  slug: 'outback-caravans',
  labels: { vehicleType: 'Caravan', tradeInButton: 'Get Your Valuation' },
};
type TestSite = typeof SITE;
/** The car site's most listed make and model, which its messages give as the example. */
const SITE_EXAMPLE = { make: 'Hyundai', model: 'i30' };
const VEHICLE = tradeInVehicleMessages('car', SITE_EXAMPLE);
const LEAD_ID = 'lead-7f3a';
const DRAFT_KEY = tradeInFlowKey(SITE.slug, null);
/** The steps' code loads once the form is sent: the first load in a test run takes a while. */
const STEP_LOAD_TIMEOUT_MS = 10_000;
/** A test walks through several steps, the first of them waiting for that load. */
const TEST_TIMEOUT_MS = 20_000;

const QUESTIONS = [
  {
    id: 'service-history',
    label: 'Service history',
    help: 'A car serviced by the book keeps more of its value.',
    options: [
      { value: 'full', label: 'Full' },
      { value: 'partial', label: 'Partial' },
      { value: 'none', label: 'None' },
    ],
  },
  {
    id: 'condition',
    label: 'Condition',
    help: null,
    options: [
      { value: 'good', label: 'Good' },
      { value: 'fair', label: 'Fair' },
    ],
  },
];

const HILUX = {
  year: 2019,
  make: 'Toyota',
  model: 'Hilux',
  badge: 'SR5',
  body: 'Ute',
  fuel: 'Diesel',
  transmission: 'Automatic',
};

const OFFER = {
  offer: 21_500,
  estimateLow: 20_000,
  estimateHigh: 23_000,
  basis: 'Based on 12 comparable cars for sale in Queensland.',
  reason: null,
  disclaimer: 'This estimate is indicative and subject to an inspection of your car.',
  validUntil: '2025-07-11T02:00:00.000Z',
};

const NO_OFFER = {
  offer: null,
  estimateLow: null,
  estimateHigh: null,
  basis: null,
  reason: 'We value cars over 7 years old in person.',
  disclaimer: 'This estimate is indicative and subject to an inspection of your car.',
  validUntil: null,
};

type Environment = Awaited<ReturnType<typeof renderLeadRoute>>['environment'];
type Router = Awaited<ReturnType<typeof renderLeadRoute>>['router'];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function tradeInSettings(overrides: Record<string, unknown> = {}) {
  return {
    regoLookup: true,
    onlineEstimate: true,
    maxAgeYears: 7,
    maxKm: 100_000,
    vehicleNameExample: SITE_EXAMPLE,
    questions: QUESTIONS,
    ...overrides,
  };
}

async function renderTradeInPage(settings: Record<string, unknown> = {}, site: TestSite = SITE) {
  const rendered = await renderLeadRoute('/trade-in', {
    Site: () => site,
    LeadFormSettings: () => leadFormSettings(),
    TradeInSettings: () => tradeInSettings(settings),
  });
  await answerLeadFormToken(rendered.environment);
  return rendered;
}

function resolveLatest(
  environment: Environment,
  resolvers: Parameters<typeof MockPayloadGenerator.generate>[1],
) {
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, resolvers),
    ),
  );
}

/** Answers the latest request's root field (`field`) with a typed refusal. */
function refuseLatest(
  environment: Environment,
  field: string,
  refusal: { __typename: string; message: string } & Record<string, unknown>,
) {
  act(() => environment.mock.resolveMostRecentOperation({ data: { [field]: refusal } }));
}

/** Opens the trade-in page and sends its form (step 1); answers at the car step. */
async function openValuation(settings: Record<string, unknown> = {}, site: TestSite = SITE) {
  const rendered = await renderTradeInPage(settings, site);
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Your details' });
  const questions = (settings.questions ?? QUESTIONS) as unknown[];
  expect(within(form).getByText(`Step 1 of ${questions.length > 0 ? 4 : 3}`)).toBeTruthy();
  const textbox = (name: string | RegExp) => within(form).getByRole('textbox', { name });
  await user.type(textbox('First Name'), 'Jo');
  await user.type(textbox('Last Name'), 'Citizen');
  await user.type(textbox('Postcode'), '4215');
  await user.type(textbox('Mobile Number'), '0412 345 678');
  await user.type(textbox('Email'), 'jo@example.com');
  await user.type(textbox(/^Rego/), 'ABC 123');
  await user.selectOptions(within(form).getByRole('combobox', { name: /^Rego state/ }), 'QLD');
  await user.click(within(form).getByRole('button', { name: 'Get Your Valuation' }));
  resolveLatest(rendered.environment, {
    SubmitLeadPayload: () => ({ leadId: LEAD_ID, successPath: `/success?lead=${LEAD_ID}` }),
  });
  await screen.findByRole(
    'heading',
    { level: 2, name: `Your ${site.labels.vehicleType.toLowerCase()}` },
    { timeout: STEP_LOAD_TIMEOUT_MS },
  );
  return { ...rendered, user };
}

const step = () => screen.getByRole('form', { name: /Your car|Your caravan|Condition/ });
const textboxOf = (name: string | RegExp) => within(step()).getByRole('textbox', { name });

/** Types the car's details at the car step, as a shopper without a rego service does. */
async function enterCar(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(within(step()).getByRole('combobox', { name: 'Year' }), '2016');
  await user.type(textboxOf('Make'), 'Mazda');
  await user.type(textboxOf('Model'), 'CX-5');
  await user.type(textboxOf('Odometer'), '88000');
}

async function answerQuestions(user: ReturnType<typeof userEvent.setup>) {
  const group = (name: string) => within(step()).getByRole('group', { name });
  await user.click(within(group('Service history')).getByRole('radio', { name: 'Full' }));
  await user.click(within(group('Condition')).getByRole('radio', { name: 'Good' }));
}

/** Goes through the car (typed) and condition steps, and asks for the estimate. */
async function askForEstimate(user: ReturnType<typeof userEvent.setup>) {
  await enterCar(user);
  await user.click(within(step()).getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Condition' });
  await answerQuestions(user);
  await user.click(within(step()).getByRole('button', { name: 'Get my estimate' }));
}

/** The success page (the store holds the site's name it shows), with the lead's reference. */
async function expectSuccessPage(router: Router) {
  await screen.findByRole('heading', { level: 1, name: 'Thank you — your enquiry has been sent' });
  expect(router.state.location.pathname).toBe('/success');
  expect(router.state.location.search).toBe(`?lead=${LEAD_ID}`);
  expect(screen.getByText(LEAD_ID)).toBeTruthy();
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
}

describe('the trade-in valuation after the form', { timeout: TEST_TIMEOUT_MS }, () => {
  it('finds the car by its rego, takes its condition, shows the offer and records its acceptance', async () => {
    const { environment, router, user } = await openValuation();

    const heading = screen.getByRole('heading', { level: 2, name: 'Your car' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(step()).getByText('Step 2 of 4')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your details' })).toBeNull();
    // The form's rego comes along.
    expect(textboxOf(/^Rego/)).toHaveProperty('value', 'ABC 123');

    await user.click(within(step()).getByRole('button', { name: 'Find my car' }));
    expect(pendingOperations(environment, 'useTradeInRegoLookupQuery')).toEqual([
      { rego: 'ABC123', state: 'QLD' },
    ]);
    expect(within(step()).getByRole('button', { name: 'Find my car' })).toHaveProperty(
      'disabled',
      true,
    );
    resolveLatest(environment, {
      TradeInRegoLookup: () => ({ found: true, vehicle: HILUX, lookupMessage: null }),
    });

    const found = await within(step()).findByText('Is this your car?');
    expect(found).toBeTruthy();
    expect(within(step()).getByText('2019 Toyota Hilux SR5')).toBeTruthy();
    expect(within(step()).getByText('Ute · Diesel · Automatic')).toBeTruthy();
    expect(within(step()).queryByRole('textbox', { name: 'Make' })).toBeNull();
    await user.type(textboxOf('Odometer'), '45000');
    await user.click(within(step()).getByRole('button', { name: 'Continue' }));

    const condition = await screen.findByRole('heading', { level: 2, name: 'Condition' });
    await waitFor(() => expect(document.activeElement).toBe(condition));
    expect(within(step()).getByText('Step 3 of 4')).toBeTruthy();
    const history = within(step()).getByRole('group', { name: 'Service history' });
    expect(descriptionOf(history)).toBe('A car serviced by the book keeps more of its value.');
    await answerQuestions(user);
    await user.click(within(step()).getByRole('button', { name: 'Get my estimate' }));

    expect(pendingOperations(environment, 'useValueTradeInMutation')).toEqual([
      {
        input: {
          leadId: LEAD_ID,
          rego: 'ABC123',
          regoState: 'QLD',
          vehicle: { year: 2019, make: 'Toyota', model: 'Hilux', badge: 'SR5', km: 45_000 },
          answers: [
            { questionId: 'service-history', answer: 'full' },
            { questionId: 'condition', answer: 'good' },
          ],
        },
      },
    ]);
    expect(within(step()).getByRole('button', { name: 'Sending…' })).toHaveProperty(
      'disabled',
      true,
    );
    resolveLatest(environment, {
      ValueTradeInPayload: () => ({ leadId: LEAD_ID, valuation: OFFER }),
    });

    const estimate = await screen.findByRole('heading', { level: 2, name: 'Your estimate' });
    await waitFor(() => expect(document.activeElement).toBe(estimate));
    const section = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(section).getByText('Step 4 of 4')).toBeTruthy();
    expect(within(section).getByText('$21,500')).toBeTruthy();
    expect(within(section).getByText('Estimated range: $20,000 – $23,000')).toBeTruthy();
    expect(within(section).getByText(OFFER.basis)).toBeTruthy();
    expect(within(section).getByText('Offer valid until 11 July 2025.')).toBeTruthy();
    expect(within(section).getByText(OFFER.disclaimer)).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Accept offer' }));
    expect(pendingOperations(environment, 'useAcceptTradeInOfferMutation')).toEqual([
      { leadId: LEAD_ID },
    ]);
    resolveLatest(environment, {
      AcceptTradeInOfferPayload: () => ({ leadId: LEAD_ID }),
    });
    await expectSuccessPage(router);
  });

  it('asks for the details of a car the lookup did not find, with its message', async () => {
    const { environment, user } = await openValuation();

    await user.click(within(step()).getByRole('button', { name: 'Find my car' }));
    resolveLatest(environment, {
      TradeInRegoLookup: () => ({
        found: false,
        vehicle: null,
        lookupMessage: 'No car is registered in QLD as ABC123.',
      }),
    });

    expect(await within(step()).findByText('No car is registered in QLD as ABC123.')).toBeTruthy();
    await enterCar(user);
    await user.type(textboxOf(/^Badge/), 'Maxx Sport');
    await user.click(within(step()).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Condition' });
    await answerQuestions(user);
    await user.click(within(step()).getByRole('button', { name: 'Get my estimate' }));

    const [sent] = pendingOperations(environment, 'useValueTradeInMutation') as [
      { input: Record<string, unknown> },
    ];
    expect(sent.input).toMatchObject({
      rego: 'ABC123',
      regoState: 'QLD',
      vehicle: { year: 2016, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', km: 88_000 },
    });
  });

  it('asks for the details at once on a site without a rego service', async () => {
    const { user } = await openValuation({ regoLookup: false });

    expect(within(step()).queryByRole('button', { name: 'Find my car' })).toBeNull();
    expect(within(step()).queryByRole('textbox', { name: /^Rego/ })).toBeNull();
    expect(
      within(step()).getByText(
        "We estimate online for cars up to 7 years old and 100,000 km. For other cars, we'll be in touch with a valuation.",
      ),
    ).toBeTruthy();
    await enterCar(user);
    await user.click(within(step()).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Condition' })).toBeTruthy();
  });

  it('says under each input what is missing, at every step, and sends nothing until it is given', async () => {
    const { environment, user } = await openValuation();

    await user.clear(textboxOf(/^Rego/));
    await user.click(within(step()).getByRole('button', { name: 'Find my car' }));
    expect(descriptionOf(textboxOf(/^Rego/))).toBe(VEHICLE.regoRequired);
    expect(pendingOperations(environment, 'useTradeInRegoLookupQuery')).toEqual([]);

    await user.click(
      within(step()).getByRole('button', { name: "Enter my car's details instead" }),
    );
    await user.click(within(step()).getByRole('button', { name: 'Continue' }));
    const year = within(step()).getByRole('combobox', { name: 'Year' });
    expect(descriptionOf(year)).toBe(VEHICLE.yearRequired);
    expect(descriptionOf(textboxOf('Make'))).toBe(VEHICLE.makeRequired);
    expect(descriptionOf(textboxOf('Model'))).toBe(VEHICLE.modelRequired);
    expect(descriptionOf(textboxOf('Odometer'))).toBe(VEHICLE.kmRequired);
    await waitFor(() => expect(document.activeElement).toBe(year));

    await enterCar(user);
    await user.click(within(step()).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Condition' });
    await user.click(within(step()).getByRole('button', { name: 'Get my estimate' }));
    for (const name of ['Service history', 'Condition']) {
      const group = within(step()).getByRole('group', { name });
      expect(descriptionOf(group)).toContain(TRADE_IN_VALUATION_MESSAGES.answerRequired);
    }
    expect(pendingOperations(environment, 'useValueTradeInMutation')).toEqual([]);
  });

  it('gives no example of a make or model where the site has none', async () => {
    const { user } = await openValuation({ regoLookup: false, vehicleNameExample: null });

    await user.click(within(step()).getByRole('button', { name: 'Continue' }));
    expect(descriptionOf(textboxOf('Make'))).toBe('Please enter your car’s make.');
    expect(descriptionOf(textboxOf('Model'))).toBe('Please enter your car’s model.');
  });

  it('puts what the server refuses under its field, back at the car step when it is the car', async () => {
    const { environment, user } = await openValuation({ regoLookup: false });
    await askForEstimate(user);

    refuseLatest(environment, 'valueTradeIn', {
      __typename: 'ValidationError',
      message: 'answers.condition: …',
      issues: [{ field: 'answers.condition', message: 'Please choose one of the answers.' }],
    });
    const condition = within(step()).getByRole('group', { name: 'Condition' });
    await waitFor(() =>
      expect(descriptionOf(condition)).toContain('Please choose one of the answers.'),
    );
    expect(within(step()).getByRole('alert').textContent).toContain(FORM_SUBMIT_FAILED_MESSAGE);
    // Nothing chosen is lost, and the button is ready again.
    expect(within(condition).getByRole('radio', { name: 'Good' })).toHaveProperty('checked', true);
    expect(within(step()).getByRole('button', { name: 'Get my estimate' })).toHaveProperty(
      'disabled',
      false,
    );

    await user.click(within(step()).getByRole('button', { name: 'Get my estimate' }));
    refuseLatest(environment, 'valueTradeIn', {
      __typename: 'ValidationError',
      message: 'vehicle.year: …',
      issues: [{ field: 'vehicle.year', message: 'Please enter a year from 1900 to 2026.' }],
    });
    await screen.findByRole('heading', { level: 2, name: 'Your car' });
    const year = within(step()).getByRole('combobox', { name: 'Year' });
    expect(descriptionOf(year)).toBe('Please enter a year from 1900 to 2026.');
    await waitFor(() => expect(document.activeElement).toBe(year));
    expect(textboxOf('Make')).toHaveProperty('value', 'Mazda');
    expect(textboxOf('Odometer')).toHaveProperty('value', '88,000 kms');
  });

  it('gives the reason when there is no online offer, and goes on to the success page', async () => {
    const { environment, router, user } = await openValuation({ regoLookup: false });
    await askForEstimate(user);
    resolveLatest(environment, {
      ValueTradeInPayload: () => ({ leadId: LEAD_ID, valuation: NO_OFFER }),
    });

    const section = await screen.findByRole('region', { name: 'Your estimate' });
    expect(within(section).getByText(NO_OFFER.reason)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Accept offer' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: "We'll be in touch" }));

    await expectSuccessPage(router);
    expect(pendingOperations(environment, 'useAcceptTradeInOfferMutation')).toEqual([]);
  });

  it('calls the vehicle what the site calls it, in every text the steps write', async () => {
    const { environment, user } = await openValuation(
      { vehicleNameExample: { make: 'Avan', model: 'Aspire' } },
      CARAVAN_SITE,
    );
    const noCar = () => expect(step().textContent).not.toMatch(/\bcars?\b|Toyota|Corolla/i);

    expect(
      within(step()).getByText(
        "We estimate online for caravans up to 7 years old and 100,000 km. For other caravans, we'll be in touch with a valuation.",
      ),
    ).toBeTruthy();
    expect(
      within(step()).getByRole('button', { name: "Enter my caravan's details instead" }),
    ).toBeTruthy();
    noCar();

    await user.click(within(step()).getByRole('button', { name: 'Find my caravan' }));
    resolveLatest(environment, {
      TradeInRegoLookup: () => ({ found: false, vehicle: null, lookupMessage: null }),
    });
    expect(
      await within(step()).findByText(
        "We couldn't find that rego. Please enter your caravan's details below.",
      ),
    ).toBeTruthy();
    noCar();

    await user.click(within(step()).getByRole('button', { name: 'Find my caravan' }));
    resolveLatest(environment, {
      TradeInRegoLookup: () => ({
        found: true,
        vehicle: { ...HILUX, make: 'Jayco', model: 'Starcraft', badge: null },
        lookupMessage: null,
      }),
    });
    expect(await within(step()).findByText('Is this your caravan?')).toBeTruthy();
    noCar();
    await user.click(
      within(step()).getByRole('button', { name: "No, enter my caravan's details" }),
    );

    await user.click(within(step()).getByRole('button', { name: 'Continue' }));
    const year = within(step()).getByRole('combobox', { name: 'Year' });
    expect(descriptionOf(year)).toBe('Please enter the year your caravan was built, such as 2019.');
    expect(descriptionOf(textboxOf('Make'))).toBe(
      'Please enter your caravan’s make, such as Avan.',
    );
    expect(descriptionOf(textboxOf('Model'))).toBe(
      'Please enter your caravan’s model, such as Aspire.',
    );
    noCar();

    await enterCar(user);
    await user.click(within(step()).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Condition' });
    expect(
      within(step()).getByText('A few questions about your caravan, as a buyer would ask them.'),
    ).toBeTruthy();
  });

  it('lets the shopper skip: the lead was sent, the success page follows', async () => {
    const { environment, router, user } = await openValuation();

    await user.click(
      within(step()).getByRole('button', { name: 'Skip — just have someone contact me' }),
    );

    await expectSuccessPage(router);
    expect(pendingOperations(environment, 'useValueTradeInMutation')).toEqual([]);
  });

  it('resumes at the same step with what was chosen after a reload', async () => {
    const { unmount, user } = await openValuation({ regoLookup: false });
    await enterCar(user);
    await user.click(within(step()).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Condition' });
    await user.click(screen.getByRole('radio', { name: 'Partial' }));
    // The browser leaves the page at once: what was chosen is saved as it goes.
    window.dispatchEvent(new Event('pagehide'));
    unmount();

    const { environment } = await renderTradeInPage({ regoLookup: false });

    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'Condition' },
      { timeout: STEP_LOAD_TIMEOUT_MS },
    );
    expect(within(step()).getByText('Step 3 of 4')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Partial' })).toHaveProperty('checked', true);
    // A reload is not the shopper's move: the focus stays where the browser put it.
    expect(document.activeElement).not.toBe(heading);

    // The shopper's next move takes the focus to the next step, as before the reload.
    await user.click(screen.getByRole('radio', { name: 'Fair' }));
    await user.click(within(step()).getByRole('button', { name: 'Get my estimate' }));
    const [sent] = pendingOperations(environment, 'useValueTradeInMutation') as [
      { input: Record<string, unknown> },
    ];
    expect(sent.input).toMatchObject({
      leadId: LEAD_ID,
      vehicle: { year: 2016, make: 'Mazda', model: 'CX-5', km: 88_000 },
      answers: [
        { questionId: 'service-history', answer: 'partial' },
        { questionId: 'condition', answer: 'fair' },
      ],
    });
    resolveLatest(environment, {
      ValueTradeInPayload: () => ({ leadId: LEAD_ID, valuation: NO_OFFER }),
    });
    const estimate = await screen.findByRole('heading', { level: 2, name: 'Your estimate' });
    await waitFor(() => expect(document.activeElement).toBe(estimate));
  });
});
