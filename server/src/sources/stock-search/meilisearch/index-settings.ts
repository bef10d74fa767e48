import { MeilisearchApiError, type Meilisearch, type Settings } from 'meilisearch';
import {
  FACET_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  TEXT_SEARCH_FIELDS,
} from '../../../stock/stock-search.port.js';
import { PRIMARY_KEY } from './meili-document.js';
import { GEO_ATTRIBUTE } from './geo-search.js';
import { RANKING_RULES, sortedAttributes } from './sort-rules.js';
import { waitForSuccess } from './meili-tasks.js';

/** Above any site's stock, so totalHits stays exact (the port reports when it is capped). */
export const MAX_TOTAL_HITS = 1_000_000;
/** Enough for every make, model or feature one site has; the default (100) cuts long lists. */
export const MAX_VALUES_PER_FACET = 1000;

/** Attributes filters use besides the facets: tenant scope, lookups and compiled tags. */
const SCOPE_AND_LOOKUP_ATTRIBUTES = [
  'siteSlug',
  'id',
  'slug',
  'importId',
  'status',
  'carType',
  'itemType',
  'showOnDealerWebsite',
  'visibleAtMs',
  'createdAtMs',
  'tagLeading',
  'tagTrailing',
  // The near filter's _geoRadius.
  GEO_ATTRIBUTE,
];

/** Free text matches these, in order of weight. */
export const SEARCHABLE_ATTRIBUTES = [...TEXT_SEARCH_FIELDS];

/** The computed tag facet is filtered through tagLeading/tagTrailing, never as a field. */
const FIELD_FACETS = FACET_ATTRIBUTES.filter((attribute) => attribute !== 'tag');

/** Typo tolerance is left at Meilisearch's defaults. */
export const INDEX_SETTINGS = {
  filterableAttributes: [
    ...new Set([...SCOPE_AND_LOOKUP_ATTRIBUTES, ...FIELD_FACETS, ...RANGE_ATTRIBUTES]),
  ],
  sortableAttributes: sortedAttributes(),
  searchableAttributes: SEARCHABLE_ATTRIBUTES,
  rankingRules: RANKING_RULES,
  pagination: { maxTotalHits: MAX_TOTAL_HITS },
  faceting: { maxValuesPerFacet: MAX_VALUES_PER_FACET },
} satisfies Settings;

type SettingName = keyof typeof INDEX_SETTINGS;

/** Lists whose order carries no meaning; the server may return them re-ordered. */
const UNORDERED: ReadonlySet<SettingName> = new Set(['filterableAttributes', 'sortableAttributes']);

function sameValue(desired: unknown, current: unknown, unordered: boolean): boolean {
  if (Array.isArray(desired)) {
    if (!Array.isArray(current) || current.length !== desired.length) return false;
    const [a, b] = unordered ? [[...desired].sort(), [...current].sort()] : [desired, current];
    return a.every((value, i) => sameValue(value, b[i], false));
  }
  if (desired !== null && typeof desired === 'object') {
    if (current === null || typeof current !== 'object') return false;
    // Only the keys we set: the server reports its defaults for the others.
    return Object.entries(desired).every(([key, value]) =>
      sameValue(value, (current as Record<string, unknown>)[key], false),
    );
  }
  return desired === current;
}

/** The settings whose current value differs from INDEX_SETTINGS. */
export function outdatedSettings(current: Settings): SettingName[] {
  return (Object.keys(INDEX_SETTINGS) as SettingName[]).filter(
    (name) => !sameValue(INDEX_SETTINGS[name], current[name], UNORDERED.has(name)),
  );
}

export interface IndexSyncReport {
  indexName: string;
  created: boolean;
  /** Settings that were changed; empty when the index already matched. */
  updatedSettings: SettingName[];
}

async function ensureIndex(client: Meilisearch, indexName: string): Promise<boolean> {
  try {
    const index = await client.getIndex(indexName);
    if (index.primaryKey && index.primaryKey !== PRIMARY_KEY) {
      throw new Error(
        `index ${indexName}: primary key is "${index.primaryKey}", expected "${PRIMARY_KEY}"`,
      );
    }
    return false;
  } catch (error) {
    if (!(error instanceof MeilisearchApiError) || error.cause?.code !== 'index_not_found') {
      throw error;
    }
  }
  const task = await client.createIndex(indexName, { primaryKey: PRIMARY_KEY });
  await waitForSuccess(client, task, `create index ${indexName}`);
  return true;
}

/** Creates the index when missing and brings its settings to INDEX_SETTINGS. */
export async function syncIndexSettings(
  client: Meilisearch,
  indexName: string,
): Promise<IndexSyncReport> {
  const created = await ensureIndex(client, indexName);
  const index = client.index(indexName);
  const updatedSettings = outdatedSettings(await index.getSettings());
  if (updatedSettings.length > 0) {
    const task = await index.updateSettings(INDEX_SETTINGS);
    await waitForSuccess(client, task, `update settings of index ${indexName}`);
  }
  return { indexName, created, updatedSettings };
}
