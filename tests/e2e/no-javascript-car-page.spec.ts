import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { enquiryForm, fillEnquiry, inStockCar } from './support/enquiry-form.js';
import { postForm } from './support/post-form.js';

/**
 * Issue 18 §9: the vehicle page without JavaScript. Its enquiry form is in the server's HTML as
 * a plain form posted to the server, which takes it as submitLead does (same schema, token,
 * limits) and answers with the success page, or the page again with each refusal under its field
 * and everything typed kept; the similar-vehicles strip leaves a real link to its search.
 */

const POST_PATH = '/leads/send';
/** What the shared lead schemas say of an e-mail address that is not one (form-messages.ts). */
const EMAIL_INVALID = 'Please enter a valid email address, such as name@example.com.';

const TYPED: Readonly<Record<string, string>> = {
  Name: 'Jo Citizen',
  Email: 'jo.citizen@example.com',
  Phone: '0412 345 678',
  Message: 'Is it still available? Sent from a browser without JavaScript.',
};

test.describe('the vehicle page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends the enquiry as a plain form: refused fields say why, then the success page', async ({
    page,
  }) => {
    const car = await inStockCar(page);
    const response = await page.goto(car.path);
    expect(response?.status()).toBe(200);

    const form = enquiryForm(page);
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', POST_PATH);

    // A mistyped address: the server refuses it, and the page comes back with the form as typed.
    await fillEnquiry(form, { ...TYPED, Email: 'jo.citizen-at-example' });
    const [refused] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === POST_PATH),
      form.getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(refused.status()).toBe(422);
    const again = enquiryForm(page);
    const email = again.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(again.getByText(EMAIL_INVALID)).toBeVisible();
    await expect(email).toHaveValue('jo.citizen-at-example');
    await expect(again.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      TYPED.Name!,
    );
    await expect(again.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      TYPED.Message!,
    );
    await expect(again.getByRole('alert')).toContainText(
      'An error occurred when submitting this form',
    );

    // Corrected and sent again (with the fresh token the page came back with): taken.
    await email.fill(TYPED.Email!);
    await again.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\?lead=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you — your enquiry has been sent',
    );
    const reference = new URL(page.url()).searchParams.get('lead')!;
    await expect(page.getByText(reference)).toBeVisible();
  });

  test('leaves a link to the similar vehicles’ search in place of the strip', async ({ page }) => {
    const car = await inStockCar(page);
    await page.goto(car.path);
    const strip = page.locator('section.similar-cars');
    await expect(strip).toBeVisible();
    // No grey cards waiting for a script that never runs.
    await expect(strip.locator('.similar-cars__placeholder').first()).toBeHidden();
    const link = strip.getByRole('link', { name: /^See similar .+ for sale$/ });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/search\//);

    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
  });
});

test.describe('a lead form posted to the server', () => {
  test('from another website is refused', async ({ baseURL }) => {
    const answer = await postForm(
      `${baseURL}${POST_PATH}`,
      { _form: 'GENERAL_ENQUIRY', name: 'Robot' },
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('sent from another website');
    // Another site of the platform (a sibling host of the same site) is another origin too.
    const sibling = await postForm(
      `${baseURL}${POST_PATH}`,
      { _form: 'GENERAL_ENQUIRY', name: 'Robot' },
      { origin: 'http://other-dealer.localhost', 'sec-fetch-site': 'same-site' },
    );
    expect(sibling.status).toBe(403);
  });

  test('without the token its page was rendered with is refused, saying what to do', async ({
    page,
    baseURL,
  }) => {
    const car = await inStockCar(page);
    await page.goto(car.path);
    const form = enquiryForm(page);
    await fillEnquiry(form, TYPED);
    // Everything the form would post, but its token.
    const fields = await form.evaluate((element) =>
      [...new FormData(element as HTMLFormElement).entries()].map(([name, value]) => [
        name,
        String(value),
      ]),
    );
    const withoutToken = Object.fromEntries(fields.filter(([name]) => name !== '_formToken'));
    const answer = await postForm(`${baseURL}${POST_PATH}`, withoutToken, { origin: baseURL! });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(
      'This form was sent without its security token, so it was not sent on.',
    );
  });
});
