import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { harbourSite } from '../../stock/testing/fixture-sites.js';

/** A site with these settings and a slug of its own, so the counters it starts are fresh. */
export function siteOfItsOwn(settings: Partial<Site['config']> = {}): Site {
  return {
    ...harbourSite,
    config: { ...harbourSite.config, slug: `limited-${randomUUID()}`, ...settings },
  };
}
