import { LEAD_FORM_POST_PATH } from '@forecourt/schema/leads/lead-form-post';
import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { enquiryForm, fillEnquiry, inStockCar } from './support/enquiry-form.js';
import { persistedOperationId } from './support/persisted-operations.js';

/**
 * Issue 18 §4: the checks against robots never turn a person away. A browser that fills the
 * enquiry in at once and is sent straight away (autofill) is as quick as a script: it is taken,
 * with no refusal and no waiting asked of the shopper.
 */

const TYPED: Readonly<Record<string, string>> = {
  Name: 'Jo Autofill',
  Email: 'jo.autofill@example.com',
  Phone: '0412 345 678',
  Message: 'Filled in by the browser and sent at once.',
};

test('an enquiry filled in by the browser and sent at once is taken', async ({ page }) => {
  const car = await inStockCar(page);
  const submitLead = persistedOperationId('useSubmitLeadMutation');
  const sent: string[] = [];
  page.on('request', (request) => {
    // By the page's script, or, before the forms' code has arrived, as the plain form the server
    // rendered.
    const posted =
      request.method() === 'POST' && new URL(request.url()).pathname === LEAD_FORM_POST_PATH;
    if (posted || request.postData()?.includes(submitLead)) sent.push(request.url());
  });

  // The page and its scripts loaded; the form is in the page from the first paint.
  await page.goto(car.path, { waitUntil: 'networkidle' });
  const form = enquiryForm(page);
  await expect(form).toBeVisible();
  // No pause anywhere: filled in and sent the moment the form shows.
  await fillEnquiry(form, TYPED);
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  await expect(page).toHaveURL(/\/success\?lead=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you — your enquiry has been sent',
  );
  // Sent once (not refused and sent again).
  expect(sent).toHaveLength(1);
});
