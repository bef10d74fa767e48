import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';

/** Spec 2 §9's first answer, as every demo site words it (the default wording and limits). */
const AGE_AND_KM_ANSWER = /not given for a \w+ over 7 years old or with over 100,000 km/;
const FIRST_QUESTION = /^Can I get an online estimate for any \w+\?$/;

test.describe('trade-in questions and contact', () => {
  test('opens the answers from the keyboard, and passes axe', async ({ page }) => {
    await openHydrated(page, '/trade-in');
    const faq = page.getByRole('region', { name: 'Trade-in questions' });
    const first = faq.getByRole('button', { name: FIRST_QUESTION });
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(AGE_AND_KM_ANSWER)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    const second = faq.getByRole('button', { name: /Is the estimate what you will pay/ });
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(faq.getByText(/indicative only and subject to an inspection/)).toBeVisible();

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(AGE_AND_KM_ANSWER)).toBeHidden();

    const contact = page.getByRole('region', { name: 'Rather talk to us?' });
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact.getByRole('link', { name: /^Opening hours/ })).toHaveAttribute(
      'href',
      /^\/contact-us\//,
    );

    const { violations } = await new AxeBuilder({ page })
      .include('.trade-in-faq')
      .include('.trade-in-contact')
      .analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every answer opens under its question on /sell-my-car', async ({ page }) => {
      const response = await page.goto('/sell-my-car');
      expect(response?.ok()).toBe(true);
      const faq = page.getByRole('region', { name: 'Trade-in questions' });
      const answer = faq.getByText(AGE_AND_KM_ANSWER);
      await expect(answer).toBeHidden();
      await faq.getByText(FIRST_QUESTION).click();
      await expect(answer).toBeVisible();
      await faq.getByText('How do you work out the estimate?').click();
      await expect(faq.getByText(/2 sets of keys/)).toBeVisible();
      // The contact block's number is in the page as a link or (masked) as its button.
      await expect(
        page.getByRole('region', { name: 'Rather talk to us?' }).getByText(/^0\d/),
      ).toBeVisible();
    });
  });
});
