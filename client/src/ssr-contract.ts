import type { ZoneOffsetSpan } from '@forecourt/schema/locations/zone-offset-spans';

/**
 * What the server and the server-rendering entry agree on. The server loads the built entry and
 * calls `renderPage` for every page request of a site.
 */
export interface PageAssets {
  /** Module scripts the browser boots from. */
  scripts: string[];
  /** Stylesheets of the page. */
  styles: string[];
  /**
   * The modules the boot scripts import (React, Relay, the router): preloaded, so they download
   * alongside the entry instead of after it has been fetched and parsed. A page starts them and
   * its boot scripts once it has painted (scripts-after-first-paint.ts).
   */
  modulePreloads?: string[];
  /**
   * The chunks each route's code needs beyond the boot's (its own and those it imports), by the
   * module's build name (`RouteObject.modules`). The server gives the whole map; a rendered page
   * adds its routes' chunks to its `modulePreloads`, so they download beside React instead of after
   * the entry has run, and carries no map.
   */
  routeModulePreloads?: Readonly<Record<string, readonly string[]>>;
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
  /** What the page's lead forms need to be sent without JavaScript (see PageLeadForms). */
  leadForms?: PageLeadForms | undefined;
  /** The offsets of the zones the site's clocks are in, for the browser (zone-offset-spans.ts). */
  zoneOffsets?: readonly ZoneOffsetSpan[] | undefined;
  /** The page's status instead of the one its route gives (422 for a refused posted form). */
  status?: number | undefined;
  /**
   * The site's origin as the shopper's browser sees it, for the canonical and link-preview
   * addresses: behind our TLS proxy the request itself arrives as http. The request's own when
   * left out.
   */
  origin?: string | undefined;
}

/**
 * What the server gives a page's lead forms so they can be sent as plain HTML forms, without
 * JavaScript (schema/src/leads/lead-form-post.ts): a form token issued as the page was rendered,
 * the key that makes a second click the same submission, and, when the page answers a posted form
 * that was refused, what the shopper typed and why it was refused.
 */
export interface PageLeadForms {
  formToken: string;
  /** Each form adds its own name to it, so two forms of a page never share a key. */
  idempotencyKey: string;
  refused?: RefusedLeadForm | undefined;
}

export interface RefusedLeadForm {
  /** The form (its GraphQL `LeadFormKind`). */
  form: string;
  /** What was sent, by field, as the browser's script would send it. */
  values: Record<string, unknown>;
  /** The refusals of fields, by field path. */
  fields: { name: string; message: string }[];
  /** The refusals of the whole form. */
  general: string[];
  /**
   * Why the whole form was refused, for a form that shows some refusals its own way (the reserve
   * form: another shopper holds the car, payments are down); absent for the lead forms.
   */
  reason?: string | undefined;
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
  /** What the lead forms were rendered with, so they hydrate as they were sent. */
  leadForms?: PageLeadForms | undefined;
  /** The site's zones' offsets, so the browser reads their clocks without Intl. */
  zoneOffsets?: readonly ZoneOffsetSpan[] | undefined;
}
