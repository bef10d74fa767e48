import { describeDistance } from '../testing/port-cases/distance.cases.js';
import { MeilisearchStockSearch } from './meilisearch-stock-search.js';
import { FakeMeilisearch } from './testing/fake-meilisearch.js';

/**
 * The port suite's distance cases against the in-memory stand-in, whose `_geoRadius` and
 * `_geoPoint` follow Meilisearch's documented rules: the compiled filters and sorts are exercised
 * on every run, not only where a real server is at hand (meilisearch.port.test.ts).
 */
describeDistance(async () => new MeilisearchStockSearch(new FakeMeilisearch().asClient(), 'cars'));
