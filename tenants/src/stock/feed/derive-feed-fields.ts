import { slugify } from '../../slugify.js';
import type { FeedRow } from './feed-row.js';

/**
 * What a dealer's export cannot give, derived before the car schema checks a row: dealer
 * systems know nothing of our slugs and timestamps.
 * - slug: the car's slug of the last import, so its address never changes; else one made of
 *   year, make, model, badge and the feed id ("2021-toyota-hilux-sr5-s1234"), with -2, -3 … when
 *   another car of the site already has it.
 * - createdAt: when the car was first seen (the last import's value), else this import: "New
 *   Arrival" means new to the yard, not new to the feed file.
 * - updatedAt: this import.
 * - photosCount: the number of photo addresses.
 * Values the feed does give are kept as they are.
 */

/** What the site's current stock says of a car, by its feed id. */
export interface PreviousFeedCar {
  slug: string;
  createdAt: string;
}

export interface FeedDerivation {
  previous: ReadonlyMap<string, PreviousFeedCar>;
  importedAt: Date;
}

const SLUG_PARTS = ['year', 'make', 'model', 'badge', 'id'] as const;

function slugBase(input: Record<string, unknown>): string {
  const parts = SLUG_PARTS.map((key) => input[key]).filter(
    (value) => typeof value === 'string' || typeof value === 'number',
  );
  return slugify(parts.join(' '));
}

/** Derives the missing fields of every row in place. */
export function deriveFeedFields(
  rows: readonly FeedRow[],
  { previous, importedAt }: FeedDerivation,
) {
  const stamp = importedAt.toISOString();
  // slug → the id of the car holding it: the site's cars, and every slug the feed gives itself.
  const holders = new Map<string, unknown>();
  for (const [id, car] of previous) holders.set(car.slug, id);
  for (const { input } of rows) {
    if (typeof input?.slug === 'string' && !holders.has(input.slug))
      holders.set(input.slug, input.id);
  }
  for (const { input } of rows) {
    if (!input) continue;
    const id = typeof input.id === 'string' ? input.id : undefined;
    const known = id === undefined ? undefined : previous.get(id);
    if (input.slug === undefined) {
      const slug = known?.slug ?? freeSlug(slugBase(input), id, holders);
      if (slug !== '') {
        input.slug = slug;
        holders.set(slug, id);
      }
    }
    input.createdAt ??= known?.createdAt ?? stamp;
    input.updatedAt ??= stamp;
    if (input.photosCount === undefined && Array.isArray(input.photoUrls))
      input.photosCount = input.photoUrls.length;
  }
}

function freeSlug(base: string, id: string | undefined, holders: ReadonlyMap<string, unknown>) {
  if (base === '') return base;
  let candidate = base;
  for (let n = 2; holders.has(candidate) && holders.get(candidate) !== id; n++) {
    candidate = `${base}-${n}`;
  }
  return candidate;
}
