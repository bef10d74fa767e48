import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import {
  createDevelopmentPaymentProvider,
  developmentPaymentTokensFromEnv,
} from '@forecourt/server/sources/payments/development-payment-provider';
import { test } from './support/demo-site-fixture.js';
import { TEST_FORM_SECRET_ENV } from './support/form-secret.js';

/**
 * The development provider's test payment page, as the production server serves it without
 * Stripe keys: its sessions are signed with the server's FORECOURT_FORM_SECRET, so the test opens
 * one the way the reservation desk would (for a reservation the site does not have: paying it is
 * refused, which is what the page must then say). Its buttons are pressed without JavaScript:
 * the page has none.
 */

const RESERVATION_ID = '00000000-0000-4000-8000-000000000022';

async function paymentUrl(
  slug: string,
  origin: string,
  { expiresInMs = 30 * 60_000 }: { expiresInMs?: number } = {},
) {
  const provider = createDevelopmentPaymentProvider({
    tokens: developmentPaymentTokensFromEnv(TEST_FORM_SECRET_ENV),
    onEvent: () => Promise.reject(new Error('the page posts its events to the server')),
  });
  const session = await provider.createSession({
    siteSlug: slug,
    reservationId: RESERVATION_ID,
    reference: 'TEST0022',
    amountCents: 20000,
    currency: 'aud',
    description: 'Deposit to reserve 2021 Toyota Corolla Ascent Sport (stock 1234)',
    merchantName: 'The demo dealer',
    customerEmail: 'sam@example.com',
    successUrl: `${origin}/?paid=1`,
    cancelUrl: `${origin}/`,
    expiresAt: new Date(Date.now() + expiresInMs),
    idempotencyKey: 'e2e',
  });
  return session.paymentUrl;
}

function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the test payment page says no money moves, what is paid, and passes axe', async ({
  page,
  demoSite,
  baseURL,
}) => {
  const violations = watchCspViolations(page);
  const response = await page.goto(await paymentUrl(demoSite.slug, baseURL!));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('note')).toContainText('Test payment — no money moves');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay the deposit');
  await expect(page.getByText('TEST0022')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $200.00 (test)' })).toBeVisible();
  const { violations: axe } = await new AxeBuilder({ page }).analyze();
  expect(axe).toEqual([]);
  expect(violations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('declining shows an alert and keeps the page; cancelling returns to the site', async ({
    page,
    demoSite,
    baseURL,
  }) => {
    await page.goto(await paymentUrl(demoSite.slug, baseURL!));
    await page.getByRole('button', { name: 'Decline card (test)' }).click();
    await expect(page.getByRole('alert')).toContainText('The test card was declined');
    await expect(page.getByRole('button', { name: 'Pay $200.00 (test)' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('paying a reservation the site does not have is refused on the page', async ({
    page,
    demoSite,
    baseURL,
  }) => {
    await page.goto(await paymentUrl(demoSite.slug, baseURL!));
    await page.getByRole('button', { name: 'Pay $200.00 (test)' }).click();
    await expect(page.getByRole('alert')).toContainText('can no longer be paid');
    expect(page.url()).not.toContain('paid=1');
  });

  test('another site’s session is not found; an expired one leads back', async ({
    page,
    demoSite,
    baseURL,
  }) => {
    const otherSite = await paymentUrl(`not-${demoSite.slug}`, baseURL!);
    expect((await page.goto(otherSite))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment not found');
    const expired = await paymentUrl(demoSite.slug, baseURL!, { expiresInMs: -1000 });
    expect((await page.goto(expired))?.status()).toBe(410);
    await page.getByRole('link', { name: 'Back to the car' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});
