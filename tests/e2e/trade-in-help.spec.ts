import { AxeBuilder } from '@axe-core/playwright';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { DEFAULT_TRADE_IN_FAQ } from '@forecourt/tenants/settings/trade-in-settings.schema';
import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import type { DemoSite } from './support/demo-sites.js';
import { openHydrated } from './support/hydration.js';
import { signInWhereGated } from './support/sign-in.js';

/** Spec 2 §9's first answer, in the default wording with the default limits. */
const AGE_AND_KM_ANSWER = /not given for a \w+ over 7 years old or with over 100,000 km/;

/** Whether the site keeps the spec's questions (a site may word its own). */
async function hasDefaultFaq(demoSite: DemoSite): Promise<boolean> {
  const site = (await loadDemoSites()).find((s) => s.config.slug === demoSite.slug)!;
  return JSON.stringify(site.config.tradeIn.faq) === JSON.stringify(DEFAULT_TRADE_IN_FAQ);
}

test.describe('trade-in questions and contact', () => {
  test('opens the answers from the keyboard, and passes axe', async ({ page, demoSite }) => {
    await signInWhereGated(page, demoSite.slug, '/trade-in');
    await openHydrated(page, '/trade-in');
    const faq = page.getByRole('region', { name: 'Trade-in questions' });
    const questions = faq.getByRole('button');
    const [first, second] = [questions.nth(0), questions.nth(1)];
    const answerOf = async (question: typeof first) =>
      faq.getByRole('region', { name: (await question.textContent()) ?? '' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(await answerOf(first)).toHaveCount(0);

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(await answerOf(first)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(await answerOf(second)).toBeVisible();

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(await answerOf(first)).toHaveCount(0);

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

  test('answers with the spec’s limits, inspection and inputs where the site keeps its questions', async ({
    page,
    demoSite,
  }) => {
    test.skip(!(await hasDefaultFaq(demoSite)), 'the site words its own questions');
    await signInWhereGated(page, demoSite.slug, '/trade-in');
    await openHydrated(page, '/trade-in');
    const faq = page.getByRole('region', { name: 'Trade-in questions' });
    // The accordion's buttons (its code loads once the page is interactive).
    await expect(faq.getByRole('button').first()).toHaveAttribute('aria-expanded', 'false');
    for (const question of await faq.getByRole('button').all()) await question.click();
    await expect(faq.getByText(AGE_AND_KM_ANSWER)).toBeVisible();
    await expect(faq.getByText(/indicative only and subject to an inspection/)).toBeVisible();
    await expect(
      faq.getByText(/service history, whether it comes with 2 sets of keys/),
    ).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every answer opens under its question on /sell-my-car', async ({ page, demoSite }) => {
      await signInWhereGated(page, demoSite.slug, '/sell-my-car');
      const response = await page.goto('/sell-my-car');
      expect(response?.ok()).toBe(true);
      const faq = page.getByRole('region', { name: 'Trade-in questions' });
      const items = faq.locator('details');
      const count = await items.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const answer = items.nth(i).locator('p');
        await expect(answer).toBeHidden();
        await items.nth(i).locator('summary').click();
        await expect(answer).toBeVisible();
      }
      // The contact block's number is in the page as a link or (masked) as its button.
      await expect(
        page.getByRole('region', { name: 'Rather talk to us?' }).getByText(/^0\d/),
      ).toBeVisible();
    });
  });
});
