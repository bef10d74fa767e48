import type { Site } from '@forecourt/tenants/site';
import type { Logger } from 'pino';
import { perSite, type PerSite } from '../per-site.js';
import type { FinanceLenders } from '../../finance/finance-lenders.port.js';
import { HttpFinanceLenders } from './http-finance-lenders.js';
import { SettingsFinanceLenders } from './settings-finance-lenders.js';

/** The site's finance source (its `finance.source` setting), bound to that site. */
export function createFinanceLenders(
  site: Site,
  options: { logger?: Logger } = {},
): FinanceLenders {
  const { finance, slug } = site.config;
  const { source } = finance;
  switch (source.kind) {
    case 'settings':
      return new SettingsFinanceLenders(finance);
    case 'http':
      return new HttpFinanceLenders({
        siteSlug: slug,
        baseUrl: source.baseUrl,
        timeoutMs: source.timeoutMs,
        ...options,
      });
  }
}

/**
 * Each site's finance source, built on first use and kept for the process: the lender table is
 * prepared once, not on every request.
 */
export function financeLendersBySite(options: { logger?: Logger } = {}): PerSite<FinanceLenders> {
  return perSite((site) => createFinanceLenders(site, options));
}
