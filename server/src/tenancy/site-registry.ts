import type { Site } from '@forecourt/tenants/site';

/** Development and tests: `<slug>.localhost` always serves that site. */
const DEV_HOST_SUFFIX = '.localhost';

/**
 * Maps a request's Host to the site it serves; an unknown host has no site, never a default.
 * The sites may be replaced while the server runs (a site folder added or edited).
 */
export class SiteRegistry {
  #byHost: ReadonlyMap<string, Site>;

  /**
   * `sites` becomes the registry's list and stays the same array for the life of the process:
   * `replace` changes its contents in place. The workers main.ts hands that array to (lead
   * outbox, mailers, reservation holds …) so see every site a reload adds on their next pass,
   * without each of them learning about reloads.
   */
  constructor(readonly sites: Site[]) {
    this.#byHost = hostsOf(sites);
  }

  /** Serves `next` from now on: a request sees the old sites or the new ones, never a mix. */
  replace(next: readonly Site[]): void {
    this.#byHost = hostsOf(next);
    this.sites.splice(0, this.sites.length, ...next);
  }

  /** `host` as the Host header has it, with or without a port. */
  siteForHost(host: string | null | undefined): Site | null {
    if (!host) return null;
    const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    return this.#byHost.get(name) ?? null;
  }

  static devHost(site: Site): string {
    return `${site.config.slug}${DEV_HOST_SUFFIX}`;
  }
}

function hostsOf(sites: readonly Site[]): Map<string, Site> {
  const byHost = new Map<string, Site>();
  for (const site of sites) {
    byHost.set(`${site.config.slug}${DEV_HOST_SUFFIX}`, site);
    for (const domain of site.config.domains) byHost.set(domain, site);
  }
  return byHost;
}
