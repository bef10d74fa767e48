import { test as base } from '@playwright/test';
import { DEMO_SITES, type DemoSite } from './demo-sites.js';

/** Meta's pixel script, which a site with a pixel loads (client/src/analytics/meta-pixel.ts). */
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

export interface DemoSiteOptions {
  /** The site a project runs against; each project of the config sets its own. */
  demoSite: DemoSite;
}

/**
 * Playwright's `test` with the project's demo site as a fixture. The tests run without the
 * internet: Meta's pixel script is answered with an empty script, so a page's pixel queue keeps
 * what the page sent it, for the tests to read.
 */
export const test = base.extend<DemoSiteOptions>({
  demoSite: [DEMO_SITES[0]!, { option: true }],
  page: async ({ page }, use) => {
    await page.route(META_PIXEL_SCRIPT, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await use(page);
  },
});
