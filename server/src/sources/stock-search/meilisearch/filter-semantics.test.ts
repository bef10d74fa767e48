import { describe, expect, it } from 'vitest';
import { carTag } from '../../../stock/car-tag.js';
import { isVisibleOnSite } from '../../../stock/car-availability.js';
import { toStockDocument } from '../../../stock/stock-document.js';
import { siteScopeFilter } from './site-scope-filter.js';
import { tagFilter } from './tag-filter.js';
import { toMeiliDocument } from './meili-document.js';
import { parseFilter } from './testing/filter-oracle.js';
import { testCar, testSite, type TestCarInput } from './testing/test-site.js';
import { DAY_MS } from '@forecourt/schema/time/durations';

/**
 * The compiled scope and tag filters, run on documents, select exactly the cars the domain rules
 * (isVisibleOnSite, carTag) select — including at the window boundaries and when a custom tag
 * reuses a built-in label.
 */

const NOW = new Date('2025-03-10T12:00:00Z');
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString();

const site = testSite({
  search: { stockFilter: { carTypes: ['used', 'demo'], itemTypes: ['car', 'truck'] } },
  tags: { electricHybrid: true, certifiedPreOwnedMake: 'Toyota' },
});
const LABELS = Object.values(site.config.labels.tags);

/** Every combination that decides scope and tag, on a small deterministic grid. */
function grid(): TestCarInput[] {
  const cars: TestCarInput[] = [];
  const statuses = ['in_stock', 'coming_soon', 'sold'] as const;
  const createdAges = [0.5, 7.999, 8, 8.001, 40];
  const soldAges = [undefined, 1, 3, 3.001, 10];
  const variants: Partial<TestCarInput>[] = [
    {},
    { fuel: 'Hybrid' },
    { fuel: 'Electric' },
    { reserved: true },
    { certified: true },
    { certified: true, carType: 'new' },
    { customTag: 'Runout Sale' },
    { customTag: 'New Arrival' },
    { customTag: 'JUST SOLD' },
    { carType: 'new' },
    { itemType: 'caravan' },
    { showOnDealerWebsite: false },
  ];
  let n = 0;
  for (const status of statuses) {
    for (const createdAge of createdAges) {
      for (const soldAge of soldAges) {
        for (const variant of variants) {
          cars.push({
            id: `c${n++}`,
            status,
            createdAt: at(Math.max(createdAge, soldAge ?? 0) + 1),
            updatedAt: at(soldAge ?? 2),
            ...(soldAge !== undefined && n % 2 === 0 ? { soldAt: at(soldAge) } : {}),
            ...variant,
            // createdAt decides the new-arrival step independently of the sale date.
            ...(createdAge < 40 ? { createdAt: at(createdAge) } : {}),
          });
        }
      }
    }
  }
  return cars;
}

const documents = grid().map((input) => toStockDocument(testCar(input), site));
const foreign = { ...documents[0]!, siteSlug: 'other-site' };

describe('compiled filters agree with the domain rules', () => {
  it('site scope = isVisibleOnSite', () => {
    const inScope = parseFilter(siteScopeFilter(site, NOW));
    const disagreements = [...documents, foreign].filter(
      (doc) => inScope(toMeiliDocument(doc, site, 'run')) !== isVisibleOnSite(doc, site, NOW),
    );
    expect(disagreements.map((doc) => doc.id)).toEqual([]);
    // The grid is only useful if it holds both outcomes.
    expect(documents.filter((doc) => isVisibleOnSite(doc, site, NOW)).length).toBeGreaterThan(100);
    expect(documents.filter((doc) => !isVisibleOnSite(doc, site, NOW)).length).toBeGreaterThan(100);
  });

  it.each(LABELS)('tag "%s" = carTag', (label) => {
    const hasTag = parseFilter(tagFilter([label], site, NOW));
    const disagreements = documents.filter(
      (doc) =>
        hasTag(toMeiliDocument(doc, site, 'run')) !== (carTag(doc, site, NOW)?.label === label),
    );
    expect(disagreements.map((doc) => doc.id)).toEqual([]);
  });

  it('a custom tag text is matched as the leading tag', () => {
    const hasTag = parseFilter(tagFilter(['Runout Sale'], site, NOW));
    const tagged = documents.filter((doc) => hasTag(toMeiliDocument(doc, site, 'run')));
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((doc) => carTag(doc, site, NOW)?.label === 'Runout Sale')).toBe(true);
  });

  it('several labels select the union', () => {
    const selected = ['New Arrival', 'JUST SOLD', 'Hybrid'];
    const hasTag = parseFilter(tagFilter(selected, site, NOW));
    const disagreements = documents.filter(
      (doc) =>
        hasTag(toMeiliDocument(doc, site, 'run')) !==
        selected.includes(carTag(doc, site, NOW)?.label ?? ''),
    );
    expect(disagreements).toEqual([]);
  });
});
