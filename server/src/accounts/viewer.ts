import type { Site } from '@forecourt/tenants/site';

/**
 * The signed-in shopper a request speaks for: an account of one site, found from the request's
 * session cookie. A session of one site is nothing on another.
 */
export interface Viewer {
  userId: string;
  email: string;
  /** The Australian mobile the shopper added, in E.164 (+614…); null until they add one. */
  phone: string | null;
}

/** Finds the request's signed-in shopper on the site, or null for a visitor. */
export type ViewerOf = (request: Request, site: Site, now: Date) => Promise<Viewer | null>;

/** No accounts: every request is a visitor (callers that never sign anyone in). */
export const noViewer: ViewerOf = async () => null;
