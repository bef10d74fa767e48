import type { Site } from '@forecourt/tenants/site';

/** Development and tests: `<slug>.localhost` always serves that site. */
const DEV_HOST_SUFFIX = '.localhost';

/** Maps a request's Host to the site it serves; an unknown host has no site, never a default. */
export class SiteRegistry {
  private readonly byHost = new Map<string, Site>();

  constructor(readonly sites: readonly Site[]) {
    for (const site of sites) {
      this.byHost.set(`${site.config.slug}${DEV_HOST_SUFFIX}`, site);
      for (const domain of site.config.domains) this.byHost.set(domain, site);
    }
  }

  /** `host` as the Host header has it, with or without a port. */
  siteForHost(host: string | null | undefined): Site | null {
    if (!host) return null;
    const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    return this.byHost.get(name) ?? null;
  }

  static devHost(site: Site): string {
    return `${site.config.slug}${DEV_HOST_SUFFIX}`;
  }
}
