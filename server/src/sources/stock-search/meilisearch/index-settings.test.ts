import { describe, expect, it } from 'vitest';
import { MeilisearchApiError, type Meilisearch, type Settings } from 'meilisearch';
import { SORT_OPTIONS } from '@forecourt/schema/search/search-vocabulary';
import { FACET_ATTRIBUTES, RANGE_ATTRIBUTES } from '../../../stock/stock-search.port.js';
import {
  INDEX_SETTINGS,
  MAX_TOTAL_HITS,
  outdatedSettings,
  syncIndexSettings,
} from './index-settings.js';
import { sortFor } from './sort-rules.js';

describe('INDEX_SETTINGS', () => {
  it('makes every facet, range and compiled filter field filterable', () => {
    const filterable = INDEX_SETTINGS.filterableAttributes;
    for (const facet of FACET_ATTRIBUTES.filter((facet) => facet !== 'tag')) {
      expect(filterable).toContain(facet);
    }
    for (const field of [...RANGE_ATTRIBUTES, 'siteSlug', 'id', 'slug', 'importId']) {
      expect(filterable).toContain(field);
    }
    for (const field of [
      'tagLeading',
      'tagTrailing',
      'visibleAtMs',
      'createdAtMs',
      'showOnDealerWebsite',
    ]) {
      expect(filterable).toContain(field);
    }
    expect(filterable).not.toContain('tag');
  });

  it('makes _geo filterable and sortable for the near filter and the nearest sort', () => {
    expect(INDEX_SETTINGS.filterableAttributes).toContain('_geo');
    expect(INDEX_SETTINGS.sortableAttributes).toContain('_geo');
  });

  it('makes every field a sort option names sortable', () => {
    for (const option of SORT_OPTIONS) {
      for (const rule of sortFor(option, false) ?? []) {
        expect(INDEX_SETTINGS.sortableAttributes).toContain(rule.split(':')[0]);
      }
    }
  });

  it('ranks an explicit sort first, then text relevance, then the dealer rank and id', () => {
    expect(INDEX_SETTINGS.rankingRules[0]).toBe('sort');
    expect(INDEX_SETTINGS.rankingRules.slice(-2)).toEqual(['customRank:desc', 'id:asc']);
  });

  it('searches the listed text fields and keeps totals exact', () => {
    expect(INDEX_SETTINGS.searchableAttributes).toEqual([
      'name',
      'make',
      'model',
      'badge',
      'series',
      'body',
      'colour',
      'fuel',
      'transmission',
      'stockNumber',
    ]);
    expect(INDEX_SETTINGS.pagination.maxTotalHits).toBe(MAX_TOTAL_HITS);
    expect(MAX_TOTAL_HITS).toBeGreaterThanOrEqual(1_000_000);
  });
});

/** The settings as a server reports them once synced: lists re-ordered, defaults filled in. */
function asReported(): Settings {
  return {
    ...INDEX_SETTINGS,
    filterableAttributes: [...INDEX_SETTINGS.filterableAttributes].reverse(),
    sortableAttributes: [...INDEX_SETTINGS.sortableAttributes].sort(),
    faceting: { ...INDEX_SETTINGS.faceting, sortFacetValuesBy: { '*': 'alpha' } },
    typoTolerance: { enabled: true },
  };
}

describe('outdatedSettings', () => {
  it('finds nothing to change on a synced index', () => {
    expect(outdatedSettings(asReported())).toEqual([]);
  });

  it('lists the settings that differ, order mattering only where it ranks', () => {
    const reported = asReported();
    expect(
      outdatedSettings({
        ...reported,
        searchableAttributes: [...INDEX_SETTINGS.searchableAttributes].reverse(),
        sortableAttributes: ['price'],
        pagination: { maxTotalHits: 1000 },
      }),
    ).toEqual(['sortableAttributes', 'searchableAttributes', 'pagination']);
    expect(outdatedSettings({})).toHaveLength(Object.keys(INDEX_SETTINGS).length);
  });
});

describe('syncIndexSettings', () => {
  function fakeServer(initial: { exists: boolean; settings: Settings }) {
    const calls: string[] = [];
    let settings = initial.settings;
    let exists = initial.exists;
    const task = (type: string) => {
      calls.push(type);
      return Promise.resolve({ taskUid: calls.length });
    };
    const client = {
      getIndex: async (uid: string) => {
        if (!exists) {
          throw new MeilisearchApiError(new Response(null, { status: 404 }), {
            code: 'index_not_found',
            message: `Index \`${uid}\` not found.`,
            type: 'invalid_request',
            link: '',
          });
        }
        return { uid, primaryKey: 'docId' };
      },
      createIndex: (_uid: string, options: { primaryKey: string }) => {
        exists = true;
        return task(`create:${options.primaryKey}`);
      },
      index: () => ({
        getSettings: async () => settings,
        updateSettings: (next: Settings) => {
          settings = next;
          return task('settings');
        },
      }),
      tasks: { waitForTask: async (uid: number) => ({ uid, status: 'succeeded', error: null }) },
    };
    return { client: client as unknown as Meilisearch, calls };
  }

  it('creates a missing index with the docId key and applies the settings', async () => {
    const { client, calls } = fakeServer({ exists: false, settings: {} });
    const report = await syncIndexSettings(client, 'cars');
    expect(report.created).toBe(true);
    expect(report.updatedSettings).toHaveLength(Object.keys(INDEX_SETTINGS).length);
    expect(calls).toEqual(['create:docId', 'settings']);
  });

  it('changes nothing on an index already in sync', async () => {
    const { client, calls } = fakeServer({ exists: true, settings: asReported() });
    expect(await syncIndexSettings(client, 'cars')).toEqual({
      indexName: 'cars',
      created: false,
      updatedSettings: [],
    });
    expect(calls).toEqual([]);
  });
});
