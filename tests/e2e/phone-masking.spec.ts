import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { expect, type Page } from '@playwright/test';
import { findCarInStock } from './support/demo-cars.js';
import { test } from './support/demo-site-fixture.js';
import { openHydrated, waitForHydration } from './support/hydration.js';
import { persistedOperationId } from './support/persisted-operations.js';

/**
 * On a site that masks its numbers, no whole dealer number is in a page (its HTML, the store
 * data it boots from, its JSON-LD, its tel: links) until the shopper reveals one; the reveal
 * answers the number and the server counts it.
 */

let sites: Site[];
test.beforeAll(async () => {
  sites = await loadDemoSites();
});

/** Every way a page could spell one of the site's numbers: as typed, formatted, digits, +61. */
function spellingsOf(site: Site): string[] {
  const raw = [site.config.contact.phone, ...site.locations.map((l) => l.contact.phone ?? '')];
  return raw.filter(Boolean).flatMap((phone) => {
    const digits = phone.replace(/\D/g, '');
    const formatted = `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
    return [phone, digits, formatted, `+61${digits.slice(1)}`, formatted.slice(3)];
  });
}

/** The page as the server sent it: HTML, boot data and JSON-LD, before any script ran. */
async function servedHtml(page: Page, path: string): Promise<string> {
  // Fetched by the browser: only it resolves <site>.localhost.
  await page.goto('/healthz');
  return page.evaluate(async (target) => {
    const response = await fetch(target);
    if (!response.ok) throw new Error(`${target} answered HTTP ${response.status}`);
    return response.text();
  }, path);
}

const revealed = (page: Page, operation: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      (response.request().postData() ?? '').includes(persistedOperationId(operation)),
  );

test.describe('phone masking', () => {
  test.beforeEach(({ demoSite }) => {
    const site = sites.find((s) => s.config.slug === demoSite.slug)!;
    test.skip(site.config.contact.phoneReveal !== 'masked', 'the site shows its numbers whole');
  });

  test('a vehicle page holds no whole number until the shopper reveals the dealer’s', async ({
    page,
    demoSite,
  }) => {
    const site = sites.find((s) => s.config.slug === demoSite.slug)!;
    const car = await findCarInStock(page, (c) => c.dealerPhone !== null);
    expect(car, 'a car with a number to call').not.toBeNull();
    // A partner's query gets the masked number too.
    expect(car!.dealerPhone).toMatch(/^\d\d \d\d\*\* \*\*\*\*$/);

    const html = await servedHtml(page, car!.path);
    for (const spelling of spellingsOf(site)) expect(html).not.toContain(spelling);
    expect(html).toContain(car!.dealerPhone!);
    expect(html).not.toMatch(/href="tel:/);

    await openHydrated(page, car!.path);
    const sidebar = page.getByRole('complementary', { name: 'Vehicle summary' });
    const answer = revealed(page, 'useRevealDealerPhoneMutation');
    await sidebar.getByRole('button', { name: /show the full number/ }).click();
    const body = (await (await answer).json()) as {
      data: { revealDealerPhone: { __typename: string; phone: string } };
    };
    expect(body.data.revealDealerPhone.__typename).toBe('RevealDealerPhonePayload');
    const whole = body.data.revealDealerPhone.phone;
    expect(spellingsOf(site)).toContain(whole);
    const link = sidebar.getByRole('link', { name: new RegExp(whole) });
    await expect(link).toHaveAttribute('href', `tel:${whole.replace(/\s/g, '')}`);
    expect(await page.content()).toContain(whole);
  });

  test('the header and footer numbers are masked until revealed, one reveal each', async ({
    page,
    demoSite,
  }) => {
    const site = sites.find((s) => s.config.slug === demoSite.slug)!;
    const html = await servedHtml(page, demoSite.searchPath);
    for (const spelling of spellingsOf(site)) expect(html).not.toContain(spelling);
    expect(html).not.toMatch(/href="tel:/);

    await page.goto(demoSite.searchPath);
    await waitForHydration(page);
    const reveals: string[] = [];
    page.on('request', (request) => {
      if (
        (request.postData() ?? '').includes(persistedOperationId('useRevealContactPhoneMutation'))
      )
        reveals.push(request.postData()!);
    });
    const footer = page.getByRole('contentinfo');
    const buttons = footer.getByRole('button', { name: /show the full number/ });
    await expect(buttons).toHaveCount(1 + site.locations.filter((l) => l.contact.phone).length);

    const answer = revealed(page, 'useRevealContactPhoneMutation');
    await buttons.last().click();
    const body = (await (await answer).json()) as {
      data: { revealContactPhone: { phone: string } };
    };
    const whole = body.data.revealContactPhone.phone;
    expect(spellingsOf(site)).toContain(whole);
    await expect(footer.getByRole('link', { name: whole })).toHaveAttribute(
      'href',
      `tel:${whole.replace(/\s/g, '')}`,
    );
    expect(reveals).toHaveLength(1);
  });
});
