import type { Site } from '@forecourt/tenants/site';
import { SiteConfigError } from '@forecourt/tenants/site-config-error';
import type { SiteRegistry } from './site-registry.js';

/**
 * Loads the sites folder again while the server runs and, only when every site validates, serves
 * the result: a bad edit is refused as a whole (logged with file, path and reason) and the sites
 * as they were keep serving, as a bad folder at start-up stops the server before it serves.
 */

export interface SiteReloadLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface SiteReloadOptions {
  registry: SiteRegistry;
  /** The loader the server started with, over the same folder. */
  load: () => Promise<Site[]>;
  /**
   * Runs for each new or changed site once it is served (main.ts indexes its stock and fulfils
   * its alerts, as at start-up); a failure is logged and the other sites go on.
   */
  siteChanged?: (site: Site) => Promise<void>;
  log: SiteReloadLog;
}

export type SiteReload =
  | { outcome: 'served'; added: string[]; changed: string[]; removed: string[] }
  | { outcome: 'unchanged' }
  | { outcome: 'refused'; error: unknown };

export async function reloadSites(options: SiteReloadOptions): Promise<SiteReload> {
  const { registry, log } = options;
  let loaded: Site[];
  try {
    loaded = await options.load();
  } catch (error) {
    const issues = error instanceof SiteConfigError ? error.issues : undefined;
    const reason = error instanceof Error ? error.message : String(error);
    log.error(
      { issues },
      `site settings changed but were refused; the sites keep their previous settings.\n${reason}`,
    );
    return { outcome: 'refused', error };
  }

  const current = new Map(registry.sites.map((site) => [site.config.slug, site]));
  const slugs = new Set(loaded.map((site) => site.config.slug));
  const added: Site[] = [];
  const changed: Site[] = [];
  // An unchanged site keeps its object: the sources built for it (per site) stay valid.
  const next = loaded.map((site) => {
    const before = current.get(site.config.slug);
    if (!before) added.push(site);
    else if (fingerprint(before) !== fingerprint(site)) changed.push(site);
    else return before;
    return site;
  });
  const removed = [...current.keys()].filter((slug) => !slugs.has(slug));
  if (added.length + changed.length + removed.length === 0) return { outcome: 'unchanged' };

  registry.replace(next);
  const result = {
    outcome: 'served' as const,
    added: added.map(slugOf),
    changed: changed.map(slugOf),
    removed,
  };
  log.info(result, `sites reloaded: ${describe(result)}`);
  for (const site of [...added, ...changed]) {
    try {
      await options.siteChanged?.(site);
    } catch (error) {
      log.error(
        { err: error, site: site.config.slug },
        `${site.config.slug} is served, but preparing it after the reload failed`,
      );
    }
  }
  return result;
}

const slugOf = (site: Site) => site.config.slug;

/** Everything the loader read from the site's files (Maps are derived from these). */
function fingerprint(site: Site): string {
  const { config, locations, reviews, contentPages, promotions, dir } = site;
  return JSON.stringify({ config, locations, reviews, contentPages, promotions, dir });
}

function describe({ added, changed, removed }: Record<'added' | 'changed' | 'removed', string[]>) {
  const hosts = (slugs: string[]) => slugs.map((slug) => `${slug} (${slug}.localhost)`).join(', ');
  return [
    added.length > 0 ? `added ${hosts(added)}` : null,
    changed.length > 0 ? `changed ${hosts(changed)}` : null,
    removed.length > 0 ? `removed ${removed.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('; ');
}
