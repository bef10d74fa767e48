import { test as base } from '@playwright/test';
import { DEMO_SITES, type DemoSite } from './demo-sites.js';

export interface DemoSiteOptions {
  /** The site a project runs against; each project of the config sets its own. */
  demoSite: DemoSite;
}

/** Playwright's `test` with the project's demo site as a fixture. */
export const test = base.extend<DemoSiteOptions>({
  demoSite: [DEMO_SITES[0]!, { option: true }],
});
