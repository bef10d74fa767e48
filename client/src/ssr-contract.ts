/**
 * What the server and the server-rendering entry agree on. The server loads the built entry and
 * calls `renderPage` for every page request of a site.
 */
export interface PageAssets {
  /** Module scripts the browser boots from. */
  scripts: string[];
  /** Stylesheets of the page. */
  styles: string[];
}

/**
 * The body the web client sends for an operation: never its text, only the id relay-compiler
 * persisted it under (the SHA-256 of the text, in the automatic-persisted-queries shape). The
 * server runs only the operations of the map built with the client, unless a partner key allows
 * documents of its own.
 */
export interface PersistedOperationRequest {
  variables: Record<string, unknown>;
  extensions: { persistedQuery: { version: 1; sha256Hash: string } };
}

export interface RenderPageOptions {
  request: Request;
  /** Runs a GraphQL operation in-process, for the request's site. */
  executeGraphQL: (
    body: PersistedOperationRequest,
  ) => Promise<{ data?: unknown; errors?: readonly { message: string }[] }>;
  assets: PageAssets;
  /**
   * This response's Content-Security-Policy nonce: the page's inline boot script and its module
   * scripts carry it, and the policy allows no other inline script.
   */
  nonce: string;
}

export type RenderPage = (options: RenderPageOptions) => Promise<Response>;

/** Name of the global the server writes the page's boot data into. */
export const BOOT_DATA_GLOBAL = '__FORECOURT_BOOT__';

/**
 * A GraphQL answer the server rendered the page with, sent along so the browser fills its Relay
 * store without asking again (see relay/boot-responses.ts).
 */
export interface BootResponse {
  operation: string;
  variables: Record<string, unknown>;
  response: { data?: unknown; errors?: readonly { message: string }[] };
}

export interface BootData {
  /** The GraphQL answers the page was rendered with. */
  responses: BootResponse[];
  assets: PageAssets;
}
