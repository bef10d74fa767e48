import type { Site } from '@forecourt/tenants/site';

/** The site's garage page as shoppers reach it, or null when the site has none. */
export interface GaragePage {
  title: string;
  /** The address links lead to (the first configured). */
  path: string;
  paths: readonly string[];
}

export function garageOf(site: Site): GaragePage | null {
  const { enabled, title, paths } = site.config.garage;
  if (!enabled) return null;
  return { title, path: paths[0]!, paths };
}

/**
 * The garage when `path` is one of its addresses (matched as the router matches: without case
 * and a trailing slash); null otherwise and on a site without a garage.
 */
export function garageAt(site: Site, path: string): GaragePage | null {
  const garage = garageOf(site);
  if (!garage) return null;
  const wanted = path.replace(/\/+$/, '').toLowerCase();
  return garage.paths.includes(wanted) ? garage : null;
}
