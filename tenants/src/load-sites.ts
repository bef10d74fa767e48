import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { locationsFileSchema, STANDARD_LICENCE_LABELS, type Location } from './location.schema.js';
import {
  PROMOTIONS_FILE,
  promotionsFileSchema,
  type FilePromotion,
} from './promotions/promotions-file.schema.js';
import { REVIEWS_FILE, reviewsFileSchema, type FileReview } from './reviews/reviews-file.schema.js';
import { readContentPages } from './content/content-pages.js';
import { readJsonFile } from './read-json-file.js';
import { siteConfigSchema, type SiteConfig } from './site-config.schema.js';
import { leadFormSettingsFor } from './settings/lead-form-settings.schema.js';
import { SCHEMA_KEY } from './settings-reference/site-config-json-schema.js';
import { SiteConfigError, type SiteIssue } from './site-config-error.js';
import type { Site } from './site.js';
import { formatIssuePath, requiredFieldErrorMap } from './zod-issue-path.js';

export const SITE_FILE = 'site.json';
export const LOCATIONS_FILE = 'locations.json';

export interface LoadSitesOptions {
  /**
   * Makes (lower case) a generated stock may draw from; a site naming another is refused. The
   * generator's catalogue lives outside the settings, so its caller says what it holds.
   */
  generatedStockMakes?: ReadonlySet<string>;
}

/** Loads every site folder of `sitesDir`; throws a SiteConfigError listing every problem. */
export async function loadSites(sitesDir: string, options: LoadSitesOptions = {}): Promise<Site[]> {
  const root = path.resolve(sitesDir);
  const base = path.dirname(root);
  let folders: string[];
  try {
    const entries = await readdir(root, { withFileTypes: true });
    folders = entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
  } catch {
    throw new SiteConfigError([
      { file: relativeTo(base, root), at: null, reason: 'folder not found' },
    ]);
  }
  if (folders.length === 0) {
    throw new SiteConfigError([
      { file: relativeTo(base, root), at: null, reason: 'holds no site folder' },
    ]);
  }

  const results = await Promise.all(
    folders.map((name) => readSite(path.join(root, name), base, options)),
  );
  const sites = results.flatMap((result) => (result.site ? [result.site] : []));
  const issues = [
    ...results.flatMap((result) => result.issues),
    ...duplicateDomainIssues(sites, base),
  ];
  if (issues.length > 0) throw new SiteConfigError(issues);
  return sites;
}

/** Loads one site folder on its own (domains are then not compared with other sites). */
export async function loadSite(dir: string, options: LoadSitesOptions = {}): Promise<Site> {
  const siteDir = path.resolve(dir);
  const { site, issues } = await readSite(siteDir, path.dirname(path.dirname(siteDir)), options);
  if (!site || issues.length > 0) throw new SiteConfigError(issues);
  return site;
}

async function readSite(
  dir: string,
  base: string,
  options: LoadSitesOptions,
): Promise<{ site: Site | null; issues: SiteIssue[] }> {
  const siteFile = relativeTo(base, path.join(dir, SITE_FILE));
  const locationsFile = relativeTo(base, path.join(dir, LOCATIONS_FILE));
  const reviewsFile = relativeTo(base, path.join(dir, REVIEWS_FILE));
  const promotionsFile = relativeTo(base, path.join(dir, PROMOTIONS_FILE));
  const [config, locations, reviews, content, promotions] = await Promise.all([
    readValidated(path.join(dir, SITE_FILE), siteFile, siteConfigSchema, (raw) =>
      siteFileChecks(raw, dir, options),
    ),
    readValidated(path.join(dir, LOCATIONS_FILE), locationsFile, locationsFileSchema, (raw) =>
      duplicateIds(raw),
    ),
    readOptionalReviews(path.join(dir, REVIEWS_FILE), reviewsFile),
    readContentPages(dir, (file) => relativeTo(base, file)),
    readOptionalPromotions(dir, promotionsFile),
  ]);
  const issues = [
    ...config.issues,
    ...locations.issues,
    ...reviews.issues,
    ...content.issues,
    ...promotions.issues,
  ];
  if (config.value && locations.value) {
    issues.push(
      ...licenceLabelIssues(
        locations.value,
        config.value.locations.extraLicenceLabels,
        locationsFile,
      ),
    );
  }
  if (config.value) issues.push(...servicePageIssues(config.value, siteFile));
  if (locations.value && reviews.value) {
    issues.push(...reviewLocationIssues(reviews.value, locations.value, reviewsFile));
  }
  const tradeInContact = config.value?.tradeIn.contactLocationId;
  if (
    tradeInContact != null &&
    locations.value?.every((location) => location.id !== tradeInContact)
  ) {
    issues.push({
      file: siteFile,
      at: 'tradeIn.contactLocationId',
      reason: `"${tradeInContact}" is not a location of ${LOCATIONS_FILE}`,
    });
  }
  if (
    !config.value ||
    !locations.value ||
    !reviews.value ||
    !promotions.value ||
    issues.length > 0
  ) {
    return { site: null, issues };
  }

  if (config.value.stock.kind === 'generated' && !locations.value.some(isVisibleSalesLocation)) {
    issues.push({
      file: locationsFile,
      at: null,
      reason: 'generated stock needs at least one visible sales location',
    });
    return { site: null, issues };
  }
  const site: Site = {
    config: config.value,
    locations: locations.value,
    locationsById: new Map(locations.value.map((location) => [location.id, location])),
    reviews: reviews.value,
    contentPages: content.pages,
    promotions: promotions.value,
    dir,
  };
  return { site, issues };
}

type Check = { at: string; reason: string };

/** The Book a Service form starts with a category the site's General Enquiry form offers. */
function servicePageIssues(config: SiteConfig, file: string): SiteIssue[] {
  const { externalUrl, category } = config.servicePage;
  if (externalUrl !== undefined) return [];
  const { categories } = leadFormSettingsFor(config.leadForms, 'general-enquiry');
  if (categories.includes(category)) return [];
  return [
    {
      file,
      at: 'servicePage.category',
      reason: `"${category}" is not one of the General Enquiry categories (${categories.join(', ')})`,
    },
  ];
}

/** reviews.json is optional: a site without one has no reviews of its own. */
async function readOptionalReviews(
  absolute: string,
  file: string,
): Promise<{ value: FileReview[] | null; issues: SiteIssue[] }> {
  try {
    await access(absolute);
  } catch {
    return { value: [], issues: [] };
  }
  return readValidated(absolute, file, reviewsFileSchema, () => []);
}

/** The folder a promotion's image file is read from (the site image route serves it). */
const PROMOTION_IMAGES_FOLDER = 'images';

/** promotions.json is optional: a site without one has no promotions. Each image must exist. */
async function readOptionalPromotions(
  dir: string,
  file: string,
): Promise<{ value: FilePromotion[] | null; issues: SiteIssue[] }> {
  const absolute = path.join(dir, PROMOTIONS_FILE);
  try {
    await access(absolute);
  } catch {
    return { value: [], issues: [] };
  }
  return readValidated(absolute, file, promotionsFileSchema, async (raw) => {
    if (!Array.isArray(raw)) return [];
    const checks = await Promise.all(
      raw.map(async (promotion: unknown, index): Promise<Check[]> => {
        const image = valueAt(promotion, 'image', 'file');
        if (typeof image !== 'string' || image.startsWith('.') || image.includes('..')) return [];
        const problem = await siteFileProblem(dir, `${PROMOTION_IMAGES_FOLDER}/${image}`);
        return problem ? [{ at: `[${index}].image.file`, reason: problem }] : [];
      }),
    );
    // Also found when another card fails the schema (the file schema's own check would not run).
    return [...duplicateIds(raw), ...checks.flat()];
  });
}

/** A review names a location of its own site (never another site's). */
function reviewLocationIssues(
  reviews: readonly FileReview[],
  locations: readonly Location[],
  file: string,
): SiteIssue[] {
  const ids = new Set(locations.map((location) => location.id));
  return reviews.flatMap((review, index) =>
    ids.has(review.locationId)
      ? []
      : [
          {
            file,
            at: `[${index}].locationId`,
            reason: `"${review.locationId}" is not a location of this site`,
          },
        ],
  );
}

/** A location's licence labels are DL, CL, MRB or one its site adds. */
function licenceLabelIssues(
  locations: readonly Location[],
  extraLabels: readonly string[],
  file: string,
): SiteIssue[] {
  const known = new Set<string>([...STANDARD_LICENCE_LABELS, ...extraLabels]);
  return locations.flatMap((location, index) =>
    Object.keys(location.licences)
      .filter((label) => !known.has(label))
      .map((label) => ({
        file,
        at: `[${index}].licences.${label}`,
        reason: `"${label}" is not a licence label of this site (DL, CL, MRB or locations.extraLicenceLabels in site.json)`,
      })),
  );
}

/**
 * Parses a file against its schema and runs `checks` on the raw JSON as well, so a file with a
 * schema error still reports its other problems (missing logo, wrong slug …) in the same run.
 */
async function readValidated<S extends z.ZodType>(
  absolute: string,
  file: string,
  schema: S,
  checks: (raw: unknown) => Promise<Check[]> | Check[],
): Promise<{ value: z.output<S> | null; issues: SiteIssue[] }> {
  const json = await readJsonFile(absolute);
  if (!json.ok) return { value: null, issues: json.problems.map((p) => ({ file, ...p })) };

  const parsed = schema.safeParse(withoutSchemaKey(json.value), { error: requiredFieldErrorMap });
  const issues: SiteIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        file,
        at: formatIssuePath(issue.path) || null,
        reason: issue.message,
      }));
  for (const check of await checks(json.value)) {
    const duplicate = issues.some((i) => i.at === check.at && i.reason === check.reason);
    if (!duplicate) issues.push({ file, ...check });
  }
  return { value: parsed.success && issues.length === 0 ? parsed.data : null, issues };
}

/**
 * A file may name its JSON Schema (`"$schema": "…"`) so an editor completes and checks it; the
 * key is for the editor only and not a setting.
 */
function withoutSchemaKey(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !(SCHEMA_KEY in raw)) {
    return raw;
  }
  const { [SCHEMA_KEY]: _schema, ...rest } = raw as Record<string, unknown>;
  return rest;
}

async function siteFileChecks(
  raw: unknown,
  dir: string,
  { generatedStockMakes }: LoadSitesOptions,
): Promise<Check[]> {
  const checks: Check[] = [];
  const folder = path.basename(dir);
  // A site is found by its folder, so its declared slug must name that folder.
  const declared = valueAt(raw, 'slug');
  if (typeof declared === 'string' && declared !== folder) {
    checks.push({ at: 'slug', reason: `"${declared}" must equal its folder name "${folder}"` });
  }
  const logo = valueAt(raw, 'theme', 'logo', 'url');
  if (typeof logo === 'string' && isSiteFileReference(logo)) {
    const problem = await siteFileProblem(dir, logo);
    if (problem) checks.push({ at: 'theme.logo.url', reason: problem });
  }
  const feed = valueAt(raw, 'stock', 'file');
  if (valueAt(raw, 'stock', 'kind') === 'feed' && typeof feed === 'string' && feed !== '') {
    const problem = await siteFileProblem(dir, feed);
    if (problem) checks.push({ at: 'stock.file', reason: problem });
  }
  const makes = valueAt(raw, 'stock', 'makes');
  if (
    generatedStockMakes &&
    valueAt(raw, 'stock', 'kind') === 'generated' &&
    Array.isArray(makes)
  ) {
    makes.forEach((make: unknown, index) => {
      if (typeof make === 'string' && !generatedStockMakes.has(make.toLowerCase())) {
        checks.push({
          at: `stock.makes[${index}]`,
          reason: `"${make}" is not a make of the stock catalogue`,
        });
      }
    });
  }
  return checks;
}

/**
 * Same message as the file schemas' own check, but also found when another entry fails the schema
 * (locations, promotions).
 */
function duplicateIds(raw: unknown): Check[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const checks: Check[] = [];
  raw.forEach((location: unknown, index) => {
    const id = valueAt(location, 'id');
    if (typeof id !== 'string') return;
    if (seen.has(id)) checks.push({ at: `[${index}].id`, reason: `duplicate id "${id}"` });
    seen.add(id);
  });
  return checks;
}

/** Every site also answers on `<slug>.localhost`, so those count as its domains too. */
const DEVELOPMENT_DOMAIN_SUFFIX = '.localhost';

function duplicateDomainIssues(sites: readonly Site[], base: string): SiteIssue[] {
  const fileOf = (site: Site) => relativeTo(base, path.join(site.dir, SITE_FILE));
  const owner = new Map<string, string>(
    sites.map((site) => [`${site.config.slug}${DEVELOPMENT_DOMAIN_SUFFIX}`, fileOf(site)]),
  );
  const issues: SiteIssue[] = [];
  for (const site of sites) {
    const file = fileOf(site);
    const ownDevelopmentDomain = `${site.config.slug}${DEVELOPMENT_DOMAIN_SUFFIX}`;
    const seen = new Set<string>();
    site.config.domains.forEach((domain, index) => {
      const first = owner.get(domain);
      if (seen.has(domain)) {
        issues.push({ file, at: `domains[${index}]`, reason: `"${domain}" is listed twice` });
      } else if (first && first !== file) {
        const reason = `"${domain}" is already a domain of ${first}`;
        issues.push({ file, at: `domains[${index}]`, reason });
      } else if (domain !== ownDevelopmentDomain) {
        owner.set(domain, file);
      }
      seen.add(domain);
    });
  }
  return issues;
}

function isVisibleSalesLocation(location: { locationType: string; visible: boolean }): boolean {
  return location.locationType === 'sales' && location.visible;
}

/** A plain file name or relative path (not a URL, not a path from the web root). */
function isSiteFileReference(reference: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(reference) && !reference.startsWith('/');
}

async function siteFileProblem(dir: string, reference: string): Promise<string | null> {
  const file = path.resolve(dir, reference);
  if (path.relative(dir, file).startsWith('..'))
    return `"${reference}" must be inside the site's folder`;
  try {
    await access(file);
    return null;
  } catch {
    return `file "${reference}" not found in the site's folder`;
  }
}

function valueAt(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function relativeTo(base: string, file: string): string {
  return path.relative(base, file).split(path.sep).join('/');
}
