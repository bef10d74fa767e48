import type { ContentPageSource } from '@forecourt/tenants/content/content-pages';
import type { Site } from '@forecourt/tenants/site';
import { siteImageSize, type ImageSize } from '../media/site-image-size.js';
import {
  contentImageFiles,
  renderContentPage,
  type RenderedContentPage,
} from './render-content-page.js';

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
const rendered = new WeakMap<ContentPageSource, Promise<RenderedContentPage>>();

/** The site's content page at `path`; null when it has none there. */
export async function siteContentPage(site: Site, path: string): Promise<SiteContentPage | null> {
  const source = site.contentPages?.find((page) => page.path === path);
  if (!source) return null;
  let page = rendered.get(source);
  if (!page) {
    page = render(site, source);
    rendered.set(source, page);
  }
  return { path: source.path, title: source.title, ...(await page) };
}

async function render(site: Site, source: ContentPageSource): Promise<RenderedContentPage> {
  const siteHosts = [...site.config.domains, `${site.config.slug}${DEVELOPMENT_DOMAIN_SUFFIX}`];
  const files = contentImageFiles(source.markdown);
  const sizes = await Promise.all(files.map((file) => siteImageSize(site, file)));
  const imageSizes = new Map<string, ImageSize>();
  files.forEach((file, i) => {
    const size = sizes[i];
    if (size) imageSizes.set(file, size);
  });
  return renderContentPage(source.markdown, { siteHosts, imageSizes });
}

/** Whether the site has a content page at `path`. */
export function hasContentPage(site: Site, path: string): boolean {
  return site.contentPages?.some((page) => page.path === path) ?? false;
}
