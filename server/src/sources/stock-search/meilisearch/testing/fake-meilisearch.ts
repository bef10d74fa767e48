import type {
  EnqueuedTask,
  Meilisearch,
  MultiSearchQuery,
  SearchParams,
  SearchResponse,
  Task,
} from 'meilisearch';
import { MAX_TOTAL_HITS } from '../index-settings.js';
import { PRIMARY_KEY } from '../meili-document.js';
import { DEALER_RANK, TIE_BREAK } from '../sort-rules.js';
import { geoDistanceMetres, parseFilter } from './filter-oracle.js';

const GEO_POINT = /^_geoPoint\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\)$/;

type Doc = Record<string, unknown>;

/**
 * An in-memory stand-in for the parts of the Meilisearch client the adapter calls, for unit tests
 * without a server: filters run through the oracle, facets and stats are counted, sort and paging
 * follow Meilisearch's rules. It refuses text queries rather than pretend to rank them.
 */
export class FakeMeilisearch {
  readonly docs = new Map<string, Doc>();
  readonly requests: MultiSearchQuery[][] = [];
  private taskUid = 0;
  /** Set to make the next waited task fail. */
  failNextTask: string | null = null;

  asClient(): Meilisearch {
    return this as unknown as Meilisearch;
  }

  async multiSearch({ queries }: { queries: MultiSearchQuery[] }) {
    this.requests.push(queries);
    return { results: queries.map((query) => ({ indexUid: query.indexUid, ...this.run(query) })) };
  }

  index(_uid: string) {
    return {
      search: async (q: string | null, params: SearchParams) => this.run({ ...params, q }),
      addDocuments: async (documents: Doc[]) => {
        // Stored as JSON would store them: undefined fields disappear.
        for (const doc of documents) this.docs.set(String(doc[PRIMARY_KEY]), structuredJson(doc));
        return this.enqueued('documentAdditionOrUpdate');
      },
      deleteDocuments: async ({ filter }: { filter: string }) => {
        const matches = parseFilter(filter);
        for (const [id, doc] of this.docs) if (matches(doc)) this.docs.delete(id);
        return this.enqueued('documentDeletion');
      },
    };
  }

  readonly tasks = {
    waitForTask: async (uid: number): Promise<Partial<Task>> => {
      const failure = this.failNextTask;
      this.failNextTask = null;
      return failure
        ? {
            uid,
            status: 'failed',
            error: { code: 'internal', message: failure, type: 'internal', link: '' },
          }
        : { uid, status: 'succeeded', error: null };
    },
  };

  private enqueued(type: EnqueuedTask['type']): EnqueuedTask {
    return {
      taskUid: ++this.taskUid,
      indexUid: 'cars',
      status: 'enqueued',
      type,
      enqueuedAt: new Date().toISOString(),
    };
  }

  private run(params: SearchParams): SearchResponse {
    if (params.q) throw new Error('FakeMeilisearch does not rank text queries');
    if (params.filter !== undefined && typeof params.filter !== 'string') {
      throw new Error('FakeMeilisearch takes string filters only');
    }
    const matches = params.filter ? parseFilter(params.filter) : () => true;
    const matching = [...this.docs.values()].filter(matches);
    // Without a sort the index's custom ranking rules order a placeholder search.
    matching.sort(comparator(params.sort ?? [DEALER_RANK, TIE_BREAK]));
    const facets = facetsOf(matching, params.facets ?? []);
    const total = Math.min(matching.length, MAX_TOTAL_HITS);
    if (params.page !== undefined || params.hitsPerPage !== undefined) {
      const page = params.page ?? 1;
      const hitsPerPage = params.hitsPerPage ?? 20;
      const start = (page - 1) * hitsPerPage;
      return {
        hits: matching.slice(start, start + hitsPerPage),
        totalHits: total,
        hitsPerPage,
        page,
        totalPages: hitsPerPage === 0 ? 0 : Math.ceil(total / hitsPerPage),
        processingTimeMs: 0,
        query: '',
        ...facets,
      };
    }
    const offset = params.offset ?? 0;
    const limit = params.limit ?? 20;
    return {
      hits: matching.slice(offset, offset + limit),
      offset,
      limit,
      estimatedTotalHits: total,
      processingTimeMs: 0,
      query: '',
      ...facets,
    };
  }
}

function structuredJson(doc: Doc): Doc {
  return JSON.parse(JSON.stringify(doc)) as Doc;
}

function comparator(sort: readonly string[]) {
  const keys = sort.map((rule) => {
    const [field, direction] = rule.split(':');
    const point = GEO_POINT.exec(field!);
    // A geo sort compares distances; a document without `_geo` comes after every other.
    const value = point
      ? (doc: Doc) => geoDistanceMetres(doc, Number(point[1]), Number(point[2])) ?? Infinity
      : (doc: Doc) => doc[field!];
    return { value, sign: direction === 'desc' ? -1 : 1 };
  });
  return (a: Doc, b: Doc): number => {
    for (const { value, sign } of keys) {
      const x = value(a);
      const y = value(b);
      if (x === Infinity && y === Infinity) continue;
      if (typeof x === 'number' && typeof y === 'number') {
        if (x !== y) return (x - y) * sign;
      } else {
        // Meilisearch compares strings as if lower-cased.
        const [s, t] = [String(x).toLowerCase(), String(y).toLowerCase()];
        if (s !== t) return (s < t ? -1 : 1) * sign;
      }
    }
    return 0;
  };
}

function facetsOf(docs: Doc[], attributes: readonly string[]) {
  if (attributes.length === 0) return {};
  const facetDistribution: Record<string, Record<string, number>> = {};
  const facetStats: Record<string, { min: number; max: number }> = {};
  for (const attribute of attributes) {
    const counts: Record<string, number> = {};
    let min = Infinity;
    let max = -Infinity;
    for (const doc of docs) {
      const raw = doc[attribute];
      const values = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
      for (const value of new Set(values)) {
        const key = String(value);
        counts[key] = (counts[key] ?? 0) + 1;
        if (typeof value === 'number') {
          min = Math.min(min, value);
          max = Math.max(max, value);
        }
      }
    }
    facetDistribution[attribute] = counts;
    if (min <= max) facetStats[attribute] = { min, max };
  }
  return { facetDistribution, facetStats };
}
