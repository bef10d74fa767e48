import path from 'node:path';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { adfDtdErrors } from '@forecourt/server/leads/testing/adf-dtd';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '@forecourt/server/leads/testing/webhook-receiver';
import { MAILBOX_FOLDER } from '@forecourt/server/sources/lead-delivery/email-delivery';
import {
  readMailboxEmails,
  type MailboxEmail,
} from '@forecourt/server/sources/lead-delivery/mailbox-emails';
import {
  verifyWebhookSignature,
  WEBHOOK_IDEMPOTENCY_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '@forecourt/server/sources/lead-delivery/webhook-delivery';
import { resolveDataDir } from '@forecourt/server/stock/stock-snapshots';
import { signInWhereGated } from './support/sign-in.js';
import type { Location } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { findCarInStock } from './support/demo-cars.js';
import { openHydrated, waitForLiveForm } from './support/hydration.js';
import {
  LEAD_WEBHOOK_SECRET_ENV_NAME,
  leadWebhookPort,
  TEST_LEAD_WEBHOOK_ENV,
} from './support/lead-delivery-sites.js';

/**
 * Every lead form of each demo site, with every field filled and a dealership other than the
 * one the form starts with: each value reaches that dealership's own addresses in the e-mail's
 * text, in its ADF document (valid ADF 1.0) and in the signed webhook JSON. The server writes
 * its e-mails into the mailbox folder of the data directory (no SMTP server is set) and posts
 * each lead to the receiver this test runs (the test sites' webhook, lead-delivery-sites.ts);
 * the outbox delivers within seconds.
 */

const PORT = Number(process.env.E2E_PORT ?? 4321);
const MAILBOX_DIR = path.join(resolveDataDir(), MAILBOX_FOLDER);
const WEBHOOK_SECRET = TEST_LEAD_WEBHOOK_ENV[LEAD_WEBHOOK_SECRET_ENV_NAME];

/** The server refuses a lead sent sooner than this after its form opened (its token says so). */
const MIN_FILL_TIME_MS = 3000;
const FILL_TIME_MARGIN_MS = 1500;
const FORM_LOAD_TIMEOUT_MS = 15_000;
/** The outbox looks for due deliveries every few seconds; a webhook is also tried again. */
const DELIVERY_TIMEOUT_MS = 45_000;

/** The campaign the shopper landed from: the linked query parameters the lead must carry. */
const CAMPAIGN = {
  utm_source: 'e2e-newsletter',
  utm_medium: 'email',
  utm_campaign: 'lead-delivery',
  gclid: 'E2E-click-7',
};
const LANDING = `/?${new URLSearchParams(CAMPAIGN).toString()}`;

/** Spec 2 §7: the follow-up of a trade-in lead that carries its valuation. */
const VALUATION_SUBCATEGORY = '2. Valuation';

const TYPED = {
  firstName: 'Jo',
  lastName: 'Fieldtest',
  phone: '0412 345 678',
  /** How the form stores the phone number. */
  phoneStored: '04 1234 5678',
  rego: 'E2E123',
  regoState: 'NSW',
  budget: '24990',
  budgetShown: '$24,990',
  postcode: '4215',
};

/** A value the dealer must read, and how each channel shows it. */
interface Expected {
  field: string;
  /** In the e-mail's text and the ADF document (a RegExp where its label must go with it). */
  shown: string | RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string, value: string) =>
  new RegExp(`${escapeRegExp(label)}:\\s+${escapeRegExp(value)}`);

/** The XML's text as a CRM reads it: its entities decoded. */
const xmlText = (xml: string) =>
  xml
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** A field's accessible name: its label, with " (optional)" where it may be left out. */
const named = (label: string) => new RegExp(`^${escapeRegExp(label)}( \\(optional\\))?$`);

const holds = (text: string, shown: string | RegExp) =>
  typeof shown === 'string' ? text.includes(shown) : shown.test(text);

let receiver: WebhookReceiver;
let sites: Site[];

/** A form is found, filled, sent, and its deliveries awaited. */
const TEST_TIMEOUT_MS = 120_000;

test.describe.configure({ mode: 'serial', timeout: TEST_TIMEOUT_MS });

test.beforeAll(async () => {
  receiver = await startWebhookReceiver(leadWebhookPort(PORT));
  sites = await loadDemoSites();
});

test.afterAll(async () => {
  await receiver.close();
});

const siteOf = (slug: string) => sites.find((site) => site.config.slug === slug)!;

/** The sales location that answers for a dealership (its lead addresses are the routed ones). */
const salesLocationOf = (site: Site, dealershipSlug: string): Location =>
  site.locations.find(
    (l) => l.dealershipSlug === dealershipSlug && l.locationType === 'sales' && l.visible,
  )!;

const addressesOf = (location: Location): string[] => [
  ...(location.leads.email ?? []),
  ...(location.leads.adfEmail ?? []),
];

/**
 * The vehicle page's forms are the server's until their code has arrived, when React renders the
 * same forms in their place: filled in only after that, so no field is typed into an element on
 * its way out (what this spec checks is delivery, not that handover).
 */
const onceTakenOver = (form: Locator) => waitForLiveForm(form, FORM_LOAD_TIMEOUT_MS);

async function formOpened(form: Locator): Promise<number> {
  await expect(form).toBeVisible({ timeout: FORM_LOAD_TIMEOUT_MS });
  return Date.now();
}

async function waitOutFillTime(page: Page, openedAt: number): Promise<void> {
  const left = MIN_FILL_TIME_MS + FILL_TIME_MARGIN_MS - (Date.now() - openedAt);
  if (left > 0) await page.waitForTimeout(left);
}

/** The lead's reference, from the success page's address. */
async function sentLeadId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/success\?lead=[\w-]+$/, { timeout: FORM_LOAD_TIMEOUT_MS });
  return new URL(page.url()).searchParams.get('lead')!;
}

/** The shopper lands from the campaign, then opens the form's page. */
async function landThenOpen(page: Page, formPath: string): Promise<void> {
  await openHydrated(page, LANDING);
  await openHydrated(page, formPath);
}

const optionValues = async (select: Locator) =>
  (await select
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value),
    )) as string[];

/** A date a week or more ahead on which every demo sales yard is open (a Wednesday). */
function openWeekday(): string {
  const date = new Date(Date.now() + 7 * 86_400_000);
  while (date.getUTCDay() !== 3) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Fills in every field the enquiry form has: contact, message, a dealership other than the one
 * it starts with, a location of that dealership, rego and state, every check option, the opt-in
 * left off, the terms agreed, and the form's own fields (budget, test drive, enquiry type).
 * Answers the values the dealer must read, and the chosen dealership.
 */
async function fillEnquiry(
  form: Locator,
  site: Site,
  formName: 'vehicle-enquiry' | 'test-drive' | 'finance-enquiry' | 'general-enquiry',
  careers = false,
): Promise<{ expected: Expected[]; dealership: string }> {
  const message = `Every field of the ${careers ? 'careers' : formName} form, ${Date.now()}.`;
  const expected: Expected[] = [
    { field: 'first name', shown: TYPED.firstName },
    { field: 'last name', shown: TYPED.lastName },
    { field: 'phone', shown: TYPED.phoneStored },
    { field: 'message', shown: message },
  ];
  const email = `jo.fieldtest+${formName}@example.com`;
  expected.push({ field: 'e-mail', shown: email });
  await form
    .getByRole('textbox', { name: named('Name') })
    .fill(`${TYPED.firstName} ${TYPED.lastName}`);
  await form.getByRole('textbox', { name: named('Email') }).fill(email);
  await form.getByRole('textbox', { name: named('Phone') }).fill(TYPED.phone);
  await form.getByRole('textbox', { name: named('Message') }).fill(message);

  // Spec 2 §5: every demo site has several dealerships, so every enquiry form asks which one.
  const dealershipSelect = form.getByRole('combobox', { name: named('Preferred dealership') });
  await expect(dealershipSelect).toBeVisible();
  const current = await dealershipSelect.inputValue();
  const dealership = (await optionValues(dealershipSelect))
    .filter((v) => v !== '' && v !== current)
    .at(-1)!;
  await dealershipSelect.selectOption(dealership);
  const dealershipName = site.locations.find(
    (l) => l.dealershipSlug === dealership,
  )!.dealershipName;
  expected.push({ field: 'preferred dealership', shown: dealershipName });

  const locationSelect = form.getByRole('combobox', { name: named('Location') });
  if ((await locationSelect.count()) > 0) {
    const offered = await optionValues(locationSelect);
    const ofDealership = site.locations.find(
      (l) => l.dealershipSlug === dealership && offered.includes(l.id),
    );
    const locationId = ofDealership?.id ?? offered.find((v) => v !== '')!;
    await locationSelect.selectOption(locationId);
    expected.push({ field: 'location', shown: site.locationsById.get(locationId)!.name });
  }

  await form.getByRole('textbox', { name: named('Rego') }).fill(TYPED.rego);
  await form.getByRole('combobox', { name: named('Rego state') }).selectOption(TYPED.regoState);
  expected.push({ field: 'rego and state', shown: `${TYPED.rego} (${TYPED.regoState})` });

  const { checkOptions } = site.config.leadForms.forms[formName] ?? {};
  const options = checkOptions ?? site.config.leadForms.checkOptions;
  for (const option of options) {
    await form.getByRole('checkbox', { name: option.label, exact: true }).check();
  }
  if (options.length > 0) {
    expected.push({
      field: 'additional services',
      shown: labelled('Additional services', options.map((o) => o.label).join(', ')),
    });
  }
  await form.getByRole('checkbox', { name: 'Send me news and special offers' }).uncheck();
  expected.push({ field: 'opt-in', shown: labelled('Marketing opt-in', 'No') });
  const terms = form.getByRole('checkbox', { name: /I agree to the terms of use/ });
  if ((await terms.count()) > 0) await terms.check();

  if (formName === 'finance-enquiry') {
    await form.getByRole('textbox', { name: named('Vehicle price budget') }).fill(TYPED.budget);
    expected.push({ field: 'vehicle price budget', shown: TYPED.budgetShown });
  }
  if (formName === 'test-drive') {
    const date = openWeekday();
    await form.getByLabel(named('Preferred date')).fill(date);
    const timeSelect = form.getByRole('combobox', { name: named('Preferred time') });
    let time = '10:00';
    if ((await timeSelect.count()) > 0) {
      time = (await optionValues(timeSelect)).find((v) => v !== '')!;
      await timeSelect.selectOption(time);
    } else {
      await form.getByLabel(named('Preferred time')).fill(time);
    }
    expected.push({ field: 'test-drive date and time', shown: `${date} at ${time}` });
  }
  if (formName === 'general-enquiry') {
    const category = form.getByRole('combobox', { name: named('Enquiry type') });
    if ((await category.count()) > 0) {
      const careersCategory = site.config.leadForms.careersCategory;
      const chosen = (await optionValues(category)).find(
        (v) => v !== '' && (careers ? v === careersCategory : v !== careersCategory),
      )!;
      await category.selectOption(chosen);
      if (!careers) expected.push({ field: 'enquiry type', shown: chosen });
    }
    if (careers) expected.push({ field: 'careers', shown: 'Career Enquiry' });
  }
  for (const [name, value] of Object.entries(CAMPAIGN)) {
    expected.push({ field: `linked query parameter ${name}`, shown: `${name}=${value}` });
  }
  expected.push({ field: 'landing page', shown: LANDING });
  return { expected, dealership };
}

async function waitFor<T>(what: string, find: () => Promise<T | undefined>): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(async () => (found = await find()) !== undefined, {
      message: what,
      timeout: DELIVERY_TIMEOUT_MS,
      intervals: [500, 1000],
    })
    .toBe(true);
  return found!;
}

/** The outbox's delivered follow-up of a lead: its e-mail and its webhook's text. */
async function deliveredFollowUp(
  slug: string,
  leadId: string,
  name: string,
): Promise<{ email: MailboxEmail; webhookText: string }> {
  const email = await waitFor(`the e-mail of "${name}" of lead ${leadId}`, async () =>
    (await readMailboxEmails(MAILBOX_DIR, slug, 200)).find(
      (e) => e.leadId === leadId && e.followUp === name,
    ),
  );
  const request = await waitFor(`the webhook of "${name}" of lead ${leadId}`, () =>
    Promise.resolve(
      receiver.received.find(
        (r) => r.headers[WEBHOOK_IDEMPOTENCY_HEADER.toLowerCase()] === `${leadId}:${name}`,
      ),
    ),
  );
  const signature = request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
  expect(verifyWebhookSignature(request.body, String(signature), WEBHOOK_SECRET)).toBe(true);
  const body = JSON.parse(request.body) as { facts: { label: string; value: string }[] };
  const webhookText = [
    request.body,
    ...body.facts.map(({ label, value }) => `${label}: ${value}`),
  ].join('\n');
  return { email, webhookText };
}

interface Delivered {
  email: MailboxEmail;
  webhook: { lead: { dealership: { slug: string }; payload: Record<string, unknown> } };
  webhookText: string;
}

/** The lead's e-mail and webhook, once the outbox delivered them. */
async function delivered(slug: string, leadId: string): Promise<Delivered> {
  const email = await waitFor(`the e-mail of lead ${leadId}`, async () =>
    (await readMailboxEmails(MAILBOX_DIR, slug, 200)).find(
      (e) => e.leadId === leadId && e.followUp === undefined,
    ),
  );
  const request = await waitFor(`the webhook of lead ${leadId}`, () =>
    Promise.resolve(
      receiver.received.find((r) => r.headers[WEBHOOK_IDEMPOTENCY_HEADER.toLowerCase()] === leadId),
    ),
  );
  const signature = request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
  expect(verifyWebhookSignature(request.body, String(signature), WEBHOOK_SECRET)).toBe(true);
  const webhook = JSON.parse(request.body) as Delivered['webhook'] & {
    facts: { label: string; value: string }[];
  };
  const webhookText = [
    JSON.stringify(webhook.lead),
    ...webhook.facts.map(({ label, value }) => `${label}: ${value}`),
  ].join('\n');
  return { email, webhook, webhookText };
}

/** Every value is in the e-mail's text, its valid ADF and the webhook, for the routed dealer. */
function expectEveryValue(
  { email, webhook, webhookText }: Delivered,
  expected: readonly Expected[],
  routedTo: Location,
): void {
  expect(email.to).toEqual(addressesOf(routedTo));
  expect(webhook.lead.dealership.slug).toBe(routedTo.dealershipSlug);
  expect(email.adf, 'the ADF part').toBeDefined();
  expect(adfDtdErrors(email.adf!)).toEqual([]);
  const adf = xmlText(email.adf!);
  for (const { field, shown } of expected) {
    expect(
      holds(email.text, shown),
      `${field} (${String(shown)}) in the e-mail:\n${email.text}`,
    ).toBe(true);
    expect(holds(adf, shown), `${field} (${String(shown)}) in the ADF:\n${adf}`).toBe(true);
    expect(
      holds(webhookText, shown),
      `${field} (${String(shown)}) in the webhook:\n${webhookText}`,
    ).toBe(true);
  }
}

test.describe('lead delivery', () => {
  test('a vehicle enquiry reaches the chosen dealership with every field', async ({
    page,
    demoSite,
  }) => {
    const site = siteOf(demoSite.slug);
    const car = (await findCarInStock(page, () => true))!;
    await landThenOpen(page, `${car.path}#enquire`);
    const form = page
      .getByRole('region', { name: 'Enquire about this vehicle' })
      .getByRole('form', { name: 'Send an enquiry' });
    const openedAt = await formOpened(form);
    await onceTakenOver(form);
    const { expected, dealership } = await fillEnquiry(form, site, 'vehicle-enquiry');
    expected.push({ field: 'visited page', shown: car.path });
    await waitOutFillTime(page, openedAt);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const leadId = await sentLeadId(page);
    expectEveryValue(
      await delivered(site.config.slug, leadId),
      expected,
      salesLocationOf(site, dealership),
    );
  });

  test('a test drive reaches the chosen dealership with its day and time', async ({
    page,
    demoSite,
  }) => {
    const site = siteOf(demoSite.slug);
    test.skip(!site.config.features.testDrive, 'the site takes no test-drive bookings');
    const car = (await findCarInStock(page, () => true))!;
    await landThenOpen(page, `${car.path}#enquire`);
    // The tab is pressed once the script has taken the forms over: a press at the moment React
    // replaces the server's forms can land on the tab being replaced. (A press before the code
    // arrives is car-page-first-load.spec.ts's.)
    await onceTakenOver(page.getByRole('form', { name: 'Send an enquiry' }));
    await page.getByRole('tab', { name: 'Book a test drive' }).click();
    const form = page.getByRole('form', { name: 'Book a test drive' });
    const openedAt = await formOpened(form);
    await onceTakenOver(form);
    const { expected, dealership } = await fillEnquiry(form, site, 'test-drive');
    await waitOutFillTime(page, openedAt);
    await form.getByRole('button', { name: /^(Book|Send)/ }).click();
    const leadId = await sentLeadId(page);
    expectEveryValue(
      await delivered(site.config.slug, leadId),
      expected,
      salesLocationOf(site, dealership),
    );
  });

  test('a finance enquiry reaches the chosen dealership with its budget', async ({
    page,
    demoSite,
  }) => {
    const site = siteOf(demoSite.slug);
    await landThenOpen(page, demoSite.financePath);
    const form = page.getByRole('form', { name: site.config.labels.approvalText });
    const openedAt = await formOpened(form);
    const { expected, dealership } = await fillEnquiry(form, site, 'finance-enquiry');
    expected.push({ field: 'visited page', shown: demoSite.financePath });
    await waitOutFillTime(page, openedAt);
    await form.getByRole('button', { name: /^(Send|Apply|Submit)/ }).click();
    const leadId = await sentLeadId(page);
    expectEveryValue(
      await delivered(site.config.slug, leadId),
      expected,
      salesLocationOf(site, dealership),
    );
  });

  for (const careers of [false, true]) {
    test(`a ${careers ? 'careers' : 'general'} enquiry reaches the chosen dealership with its services and rego`, async ({
      page,
      demoSite,
    }) => {
      const site = siteOf(demoSite.slug);
      await landThenOpen(page, careers ? '/careers' : '/contact');
      const form = page.getByRole('form', { name: careers ? 'Career enquiry' : 'Send an enquiry' });
      const openedAt = await formOpened(form);
      const { expected, dealership } = await fillEnquiry(form, site, 'general-enquiry', careers);
      await waitOutFillTime(page, openedAt);
      await form.getByRole('button', { name: /^(Send|Submit)/ }).click();
      const leadId = await sentLeadId(page);
      const routed = salesLocationOf(site, dealership);
      expectEveryValue(await delivered(site.config.slug, leadId), expected, routed);
    });
  }

  test('a trade-in reaches the site’s dealership with its rego, then its valuation answers by their labels', async ({
    page,
    demoSite,
  }) => {
    const site = siteOf(demoSite.slug);
    test.skip(!site.config.features.tradeIn, 'the site takes no trade-ins');
    await signInWhereGated(page, demoSite.slug, '/trade-in');
    await landThenOpen(page, '/trade-in');
    const form = page.getByRole('form', { name: 'Your details' });
    const openedAt = await formOpened(form);
    const email = 'jo.fieldtest+trade-in@example.com';
    const typed: [string, string][] = [
      ['First Name', TYPED.firstName],
      ['Last Name', TYPED.lastName],
      ['Postcode', TYPED.postcode],
      ['Mobile Number', TYPED.phone],
      ['Email', email],
      ['Rego', TYPED.rego],
    ];
    for (const [label, value] of typed) {
      await form.getByRole('textbox', { name: named(label) }).fill(value);
    }
    await form.getByRole('combobox', { name: named('Rego state') }).selectOption(TYPED.regoState);
    const options =
      site.config.leadForms.forms['trade-in']?.checkOptions ?? site.config.leadForms.checkOptions;
    for (const option of options) {
      await form.getByRole('checkbox', { name: option.label, exact: true }).check();
    }
    const terms = form.getByRole('checkbox', { name: /I agree to the terms of use/ });
    if ((await terms.count()) > 0) await terms.check();
    await waitOutFillTime(page, openedAt);
    await form.getByRole('button', { name: site.config.labels.tradeInButton }).click();

    // The valuation: the car typed in, then the last answer of each question.
    const type = site.config.labels.vehicleType.toLowerCase();
    const car = page.getByRole('form', { name: `Your ${type}` });
    await expect(car).toBeVisible({ timeout: FORM_LOAD_TIMEOUT_MS });
    const typeDetails = car.getByRole('button', { name: `Enter my ${type}'s details instead` });
    if ((await typeDetails.count()) > 0) await typeDetails.click();
    await car
      .getByRole('combobox', { name: 'Year' })
      .selectOption(String(new Date().getFullYear() - 4));
    await car.getByRole('textbox', { name: 'Make', exact: true }).fill('Toyota');
    await car.getByRole('textbox', { name: 'Model', exact: true }).fill('Corolla');
    await car.getByRole('textbox', { name: 'Odometer' }).fill('45000');
    await car.getByRole('button', { name: /^(Continue|Get my estimate)$/ }).click();
    const condition = page.getByRole('form', { name: 'Condition' });
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    const { questions } = site.config.tradeIn;
    const answers: Expected[] = [];
    // A site that asks questions asks them all before the estimate.
    if (questions.length > 0) {
      await expect(condition).toBeVisible();
      for (const question of questions) {
        const answer = question.options.at(-1)!;
        await condition
          .getByRole('group', { name: question.label })
          .getByRole('radio', { name: answer.label, exact: true })
          .check();
        answers.push({ field: question.label, shown: labelled(question.label, answer.label) });
      }
      await condition.getByRole('button', { name: 'Get my estimate' }).click();
    }
    await expect(estimate).toBeVisible();
    const accept = estimate.getByRole('button', { name: 'Accept offer' });
    const inTouch = estimate.getByRole('button', { name: "We'll be in touch" });
    await expect(accept.or(inTouch)).toBeVisible();
    await ((await accept.isVisible()) ? accept : inTouch).click();
    const leadId = await sentLeadId(page);

    // The lead: who they are and their rego, to the site's primary sales location (the form
    // asks no dealership).
    const expected: Expected[] = [
      { field: 'first name', shown: TYPED.firstName },
      { field: 'last name', shown: TYPED.lastName },
      { field: 'postcode', shown: TYPED.postcode },
      { field: 'phone', shown: TYPED.phoneStored },
      { field: 'e-mail', shown: email },
      { field: 'rego and state', shown: `${TYPED.rego} (${TYPED.regoState})` },
      ...Object.entries(CAMPAIGN).map(([name, value]) => ({
        field: `linked query parameter ${name}`,
        shown: `${name}=${value}`,
      })),
      { field: 'landing page', shown: LANDING },
    ];
    const primary = site.locations.find((l) => l.primary && l.locationType === 'sales')!;
    expectEveryValue(await delivered(site.config.slug, leadId), expected, primary);

    // Its valuation follows with the answers in the site's words, in all three channels.
    const followUp = await deliveredFollowUp(site.config.slug, leadId, VALUATION_SUBCATEGORY);
    expect(followUp.email.to).toEqual(addressesOf(primary));
    expect(adfDtdErrors(followUp.email.adf!)).toEqual([]);
    const adf = xmlText(followUp.email.adf!);
    for (const { field, shown } of answers) {
      expect(holds(followUp.email.text, shown), `${field} in the e-mail`).toBe(true);
      expect(holds(adf, shown), `${field} in the ADF`).toBe(true);
      expect(holds(followUp.webhookText, shown), `${field} in the webhook`).toBe(true);
    }
  });
});
