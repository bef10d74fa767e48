import type { FeedSyncSettings } from '@forecourt/tenants/settings/feed-sync-settings.schema';

/**
 * Fetches a site's stock feed from where its `feedSync` setting says. Conditional: with the
 * validators of the last fetch, a feed its server says has not changed (304) is not downloaded.
 */

/** A feed server's validators (ETag, Last-Modified), sent back on the next fetch. */
export interface StockFeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export interface StockFeedFetchRequest {
  settings: Pick<FeedSyncSettings, 'url' | 'auth' | 'timeoutSeconds' | 'maxBytes'>;
  /** Where the secrets the settings name are read from. */
  env: NodeJS.ProcessEnv;
  /** The last fetch's validators; null fetches unconditionally. */
  previous: StockFeedValidators | null;
}

export type StockFeedFetchResult =
  { status: 'unchanged' } | ({ status: 'fetched'; content: Uint8Array } & StockFeedValidators);

/** Why a feed could not be fetched, in words an operator can act on; never holds a secret. */
export class StockFeedFetchError extends Error {
  override name = 'StockFeedFetchError';
}

export interface StockFeedFetcher {
  /** The feed, or that it has not changed; throws StockFeedFetchError when it cannot be had. */
  fetchFeed(request: StockFeedFetchRequest): Promise<StockFeedFetchResult>;
}
