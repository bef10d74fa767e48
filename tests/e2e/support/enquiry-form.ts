import { expect, type Locator, type Page } from '@playwright/test';
import { findCarInStock, type DemoCar } from './demo-cars.js';

/** A car of the site's in stock: its page carries the enquiry forms. */
export async function inStockCar(page: Page): Promise<DemoCar> {
  const car = await findCarInStock(page, () => true);
  expect(car, 'a car in stock').not.toBeNull();
  return car!;
}

/** The vehicle page's enquiry form. */
export const enquiryForm = (page: Page): Locator =>
  page
    .getByRole('region', { name: 'Enquire about this vehicle' })
    .getByRole('form', { name: 'Send an enquiry' });

/**
 * Fills the enquiry form in as the site asks for it: the text boxes from `typed` (by label), the
 * site's dealership or location list (its first choice) where it has one, and the terms where
 * the site asks for them. No pause between fields, as a browser's autofill does it.
 */
export async function fillEnquiry(
  form: Locator,
  typed: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [label, value] of Object.entries(typed)) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  for (const label of ['Preferred dealership', 'Location']) {
    const select = form.getByRole('combobox', { name: label, exact: true });
    if ((await select.count()) === 0) continue;
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }
  const terms = form.getByRole('checkbox', { name: /I agree to the terms of use/ });
  if ((await terms.count()) > 0) await terms.check();
}
