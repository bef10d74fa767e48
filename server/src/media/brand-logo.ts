import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import { manufacturerBySlug, type Manufacturer } from '@forecourt/schema/brands/manufacturers';
import { escapeXml } from '@forecourt/schema/markup/escape-xml';
import type { Site } from '@forecourt/tenants/site';
import {
  findSiteBrand,
  siteBrandGrids,
  stockMakes,
  type SiteBrand,
} from '../brands/site-brands.js';
import type { SiteStock } from '../stock/stock-search.port.js';
import { cachedResponse, notFound } from './media-response.js';
import { IMAGE_TYPES } from './site-logo.js';

/**
 * /media/brands/{slug}.svg: a make's mark from simple-icons (CC0) in the brand's colour, or, for a
 * make the set lacks, a lettered badge; a site's own logo file is served at its own extension.
 * simple-icons stays on the server: the browser only ever gets the one drawn SVG.
 */

const SVG_TYPE = 'image/svg+xml';
/** A drawn SVG has nothing to run or fetch; an opened-alone dealer SVG may not run scripts either. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const ICONS = simpleIcons as unknown as Record<string, { path: string; hex: string } | undefined>;
const DARK = '#1a1a1a';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** A mark in a very light colour (smart's lime, Opel's yellow) vanishes on white tiles. */
const readableOnWhite = (hex: string) => (luminance(hex) > 0.5 ? DARK : hex);

/** "Zone RV" → "ZR", "BYD" → "BYD", "Jayco" → "J". */
export function brandInitials(title: string): string {
  const words = title.split(/[\s&+-]+/).filter((word) => /[a-z0-9]/i.test(word));
  if (words.length === 1 && words[0]!.length <= 3) return words[0]!.toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word.replace(/[^a-z0-9]/gi, '').charAt(0))
    .join('')
    .toUpperCase();
}

export function drawIcon(title: string, iconPath: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="96" height="96" role="img"><title>${escapeXml(title)}</title><path fill="${colour}" d="${escapeXml(iconPath)}"/></svg>`;
}

export function drawLetteredBadge(title: string, colour: string): string {
  const initials = brandInitials(title) || '?';
  const size = initials.length > 2 ? 30 : 38;
  const ink = luminance(colour) > 0.5 ? DARK : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img"><title>${escapeXml(title)}</title><rect width="96" height="96" rx="18" fill="${colour}"/><text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${ink}">${escapeXml(initials)}</text></svg>`;
}

/** The SVG of a make or a site's brand without a file of its own. */
export function drawBrandLogo(
  site: Site,
  title: string,
  manufacturer: Manufacturer | null,
): string {
  const { brandColours, colours } = site.config.theme;
  const siteColour = brandColours[title] ?? (manufacturer && brandColours[manufacturer.name]);
  const icon = manufacturer?.icon ? ICONS[manufacturer.icon] : undefined;
  if (icon) return drawIcon(title, icon.path, siteColour ?? readableOnWhite(`#${icon.hex}`));
  return drawLetteredBadge(title, siteColour ?? colours.primary);
}

function withSvgPolicy(response: Response): Response {
  if (response.status === 200 || response.status === 304) {
    response.headers.set('content-security-policy', SVG_POLICY);
    response.headers.set('x-content-type-options', 'nosniff');
  }
  return response;
}

async function siteFileResponse(request: Request, site: Site, brand: SiteBrand, file: string) {
  const full = path.resolve(site.dir, file);
  const type = IMAGE_TYPES[path.extname(full).toLowerCase()];
  if (!type || path.relative(site.dir, full).startsWith('..')) {
    return notFound(`No logo for "${brand.slug}".`);
  }
  try {
    return cachedResponse(request, await readFile(full), type);
  } catch {
    return notFound(`No logo for "${brand.slug}".`);
  }
}

export async function brandLogoResponse(
  request: Request,
  site: Site,
  stock: SiteStock,
  route: { slug: string; extension: string },
): Promise<Response> {
  const grids = siteBrandGrids(site, await stockMakes(stock));
  const brand = findSiteBrand(grids, route.slug);
  const wanted = route.extension === 'jpeg' ? 'jpg' : route.extension;
  if (brand?.logoFile) {
    const own = brand.logoFile.split('.').pop()!.toLowerCase();
    if ((own === 'jpeg' ? 'jpg' : own) !== wanted) {
      return notFound(`The logo of "${brand.slug}" is a .${own} file.`);
    }
    return withSvgPolicy(await siteFileResponse(request, site, brand, brand.logoFile));
  }
  if (route.extension !== 'svg') return notFound(`No logo at .${route.extension} for this brand.`);
  const manufacturer = brand ? brand.manufacturer : (manufacturerBySlug(route.slug) ?? null);
  if (!brand && !manufacturer) return notFound(`No brand "${route.slug}" on this site.`);
  const title = brand?.title ?? manufacturer!.name;
  return withSvgPolicy(cachedResponse(request, drawBrandLogo(site, title, manufacturer), SVG_TYPE));
}
