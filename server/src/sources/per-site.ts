import type { Site } from '@forecourt/tenants/site';

/** A source of each site, built on first use and kept for the process (a site is loaded once). */
export interface PerSite<T> {
  forSite(site: Site): T;
}

/** Builds each site's source once, on its first request, and hands the same one out after. */
export function perSite<T>(create: (site: Site) => T): PerSite<T> {
  const bySite = new WeakMap<Site, T>();
  return {
    forSite(site) {
      let source = bySite.get(site);
      if (source === undefined) {
        source = create(site);
        bySite.set(site, source);
      }
      return source;
    },
  };
}
