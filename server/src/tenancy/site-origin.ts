import type { Site } from '@forecourt/tenants/site';
import { SiteRegistry } from './site-registry.js';

/**
 * The site's own address, for links in what the site sends when no request is at hand (e-mails
 * written by a worker). Served in production: its first domain over HTTPS. In development (a
 * port given): `<slug>.localhost` on this server's port, where the links open locally.
 */
export function siteOrigin(site: Site, { devPort }: { devPort?: number | undefined } = {}): string {
  const [domain] = site.config.domains;
  if (devPort === undefined && domain) return `https://${domain}`;
  return `http://${SiteRegistry.devHost(site)}${devPort === undefined ? '' : `:${devPort}`}`;
}
