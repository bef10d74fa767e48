import type { ContentPageSource } from '@forecourt/tenants/content/content-pages';
import type { Site } from '@forecourt/tenants/site';
import { renderContentPage, type RenderedContentPage } from './render-content-page.js';

/** Every site also answers on `<slug>.localhost` (development and tests). */
const DEVELOPMENT_DOMAIN_SUFFIX = '.localhost';

/** A content page of the site, rendered. */
export interface SiteContentPage extends RenderedContentPage {
  path: string;
  title: string;
}

/**
 * A page's Markdown does not change while the process runs (sites load at start-up), so each
 * page is rendered once, on its first request, and kept with its source.
 */
const rendered = new WeakMap<ContentPageSource, RenderedContentPage>();

/** The site's content page at `path`; null when it has none there. */
export function siteContentPage(site: Site, path: string): SiteContentPage | null {
  const source = site.contentPages?.find((page) => page.path === path);
  if (!source) return null;
  let page = rendered.get(source);
  if (!page) {
    const siteHosts = [...site.config.domains, `${site.config.slug}${DEVELOPMENT_DOMAIN_SUFFIX}`];
    page = renderContentPage(source.markdown, { siteHosts });
    rendered.set(source, page);
  }
  return { path: source.path, title: source.title, ...page };
}

/** Whether the site has a content page at `path`. */
export function hasContentPage(site: Site, path: string): boolean {
  return site.contentPages?.some((page) => page.path === path) ?? false;
}
