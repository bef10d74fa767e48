import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { findCarInStock } from './support/demo-cars.js';
import type { DemoSite } from './support/demo-sites.js';
import { waitForHydration } from './support/hydration.js';
import { persistedOperationId } from './support/persisted-operations.js';

/**
 * Issue 16 §6: every page type loads under its Content-Security-Policy with nothing refused, and
 * hydrates (its scripts ran), and every answer carries the security headers.
 */

/** Where the init script keeps the page's violations (it runs before any script of the page). */
const VIOLATIONS = '__cspViolations';

/**
 * Records the page's CSP violations from now on: the `securitypolicyviolation` events of each
 * document it opens, and the browser's console errors that name either policy header. Read
 * them after each page: the events live in the document.
 */
async function watchCsp(page: Page) {
  await page.addInitScript((key) => {
    const store: string[] = [];
    Object.defineProperty(window, key, { value: store });
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(
        `${event.violatedDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  }, VIOLATIONS);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // The browser's complaints about either policy header: a refused load, or a feature the
    // Permissions-Policy names that the browser does not know (logged on every page).
    if (/content.security.policy|permissions.policy/i.test(message.text())) {
      consoleErrors.push(`${page.url()}: ${message.text()}`);
    }
  });
  return {
    consoleErrors,
    documentViolations: () =>
      page.evaluate(
        (key) => (window as unknown as Record<string, string[]>)[key] ?? [],
        VIOLATIONS,
      ),
  };
}

/** A few seconds for what a page loads after hydrating (code-split chunks, photos, frames). */
const SETTLE_MS = 5_000;

interface Visit {
  path: string;
  status: number;
}

async function visits(page: Page, demoSite: DemoSite): Promise<Record<string, Visit>> {
  const photoCar = await findCarInStock(
    page,
    (c) => c.photosCount > 0 && c.spinImages.length === 0,
  );
  const spinCar = await findCarInStock(page, (c) => c.spinImages.length > 0);
  expect(photoCar, 'a car with photos and no spin').not.toBeNull();
  expect(spinCar, 'a car with a 360° spin').not.toBeNull();
  const leadId = '3f6b1c2a-8d4e-4b7f-9a1c-2e5d6f7a8b9c';
  return {
    search: { path: demoSite.searchPath, status: 200 },
    'vehicle page with photos': { path: photoCar!.path, status: 200 },
    'vehicle page with a 360° spin': { path: spinCar!.path, status: 200 },
    finance: { path: demoSite.financePath, status: 200 },
    contact: { path: '/contact', status: 200 },
    'trade-in': { path: '/trade-in', status: 200 },
    success: { path: `/success?lead=${leadId}`, status: 200 },
    print: { path: `/print?car_id=${photoCar!.slug}`, status: 200 },
    'not found': { path: '/no-such-page-here', status: 404 },
  };
}

test.describe('security headers', () => {
  test('every page type loads with no CSP violation, hydrates, and carries the headers', async ({
    page,
    demoSite,
  }) => {
    test.setTimeout(180_000);
    const targets = await visits(page, demoSite);
    const csp = await watchCsp(page);

    for (const [name, { path, status }] of Object.entries(targets)) {
      await test.step(name, async () => {
        const response = await page.goto(path);
        expect(response?.status(), `${path} status`).toBe(status);
        const headers = response!.headers();
        const policy = headers['content-security-policy'] ?? '';
        // A site with a Meta pixel also loads the pixel's script, and nothing else.
        expect(policy, `${path} CSP`).toMatch(
          /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'( https:\/\/connect\.facebook\.net)?(;|$)/,
        );
        expect(policy).toContain("frame-ancestors 'self'");
        expect(policy).toContain("object-src 'none'");
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy']).toContain('camera=()');

        await waitForHydration(page);
        // Let the page load what comes after hydration: lazy code, photos below the fold.
        await page.mouse.wheel(0, 4_000);
        await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
        expect(await csp.documentViolations(), `${path} CSP violations`).toEqual([]);
      });
    }
    expect(csp.consoleErrors).toEqual([]);
  });

  test('the 360° spin turns under the policy', async ({ page }) => {
    const spinCar = await findCarInStock(page, (c) => c.spinImages.length > 0);
    expect(spinCar, 'a car with a 360° spin').not.toBeNull();
    const csp = await watchCsp(page);
    await page.goto(spinCar!.path);
    await waitForHydration(page);
    // The spin viewer's code and frames load on demand: opening and turning it loads them.
    await page.getByRole('tab', { name: 'Spin' }).click();
    const spin = page.getByRole('slider', { name: /360° view/ });
    await expect(spin).toBeVisible({ timeout: 15_000 });
    await spin.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    expect(await csp.documentViolations()).toEqual([]);
    expect(csp.consoleErrors).toEqual([]);
  });

  test('GraphQL answers and scripts carry nosniff too, and no page policy', async ({
    page,
    demoSite,
  }) => {
    await page.goto(demoSite.searchPath);
    const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
    expect(entry, 'the page boots from a module script').not.toBeNull();
    // Asked from the page (only the browser resolves <site>.localhost), as the site's own code asks.
    const answers = await page.evaluate(
      async (paths) => {
        const heads = [];
        for (const path of paths) {
          const response = await fetch(path, { headers: { 'x-graphql-yoga-csrf': 'forecourt' } });
          heads.push({
            path,
            status: response.status,
            nosniff: response.headers.get('x-content-type-options'),
            csp: response.headers.get('content-security-policy'),
          });
        }
        return heads;
      },
      [
        // The site's layout query by its persisted id: production runs no other anonymous query.
        `/graphql?extensions=${encodeURIComponent(
          JSON.stringify({
            persistedQuery: { version: 1, sha256Hash: persistedOperationId('SiteLayoutQuery') },
          }),
        )}`,
        entry!,
      ],
    );
    for (const answer of answers) {
      expect(answer).toEqual({ path: answer.path, status: 200, nosniff: 'nosniff', csp: null });
    }
  });
});
