import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@forecourt/schema/api/csrf-header';
import { LEAD_FORM_POST_PATH, leadFormPostOf } from '@forecourt/schema/leads/lead-form-post';
import type { RefusedLeadForm } from '@forecourt/client/ssr-contract';
import type { Site } from '@forecourt/tenants/site';
import type { PersistedOperations } from '../api-access/persisted-operations.js';
import type { LeadFormTokens } from '../leads/lead-form-token.js';
import type { ForecourtYoga } from '../yoga.js';
import type { ClientBuild } from './client-build.js';
import { renderSitePage } from './render-site-page.js';
import { formFieldsWithin } from '../http/posted-form-fields.js';

/**
 * A lead form sent without JavaScript (schema/src/leads/lead-form-post.ts): the server-rendered
 * form posts its fields here. They are read back into the input the browser's script sends and
 * run through the same `submitLead` mutation, in-process (the web client's own persisted
 * operation, as a server-rendered page runs its queries): the same schema, honeypot, form token,
 * limits and outbox. Taken: 303 to the success page. Refused: the page the form is on, rendered
 * again with what was typed, each refusal under its field and a fresh form token.
 *
 * Against cross-site posts: the browser must say the form came from this site's own origin
 * (Origin, or Sec-Fetch-Site: same-origin; another site of the platform on a sibling host is
 * another origin), and the form carries the token this site signed when it rendered the page.
 */

/** The web client's mutation that sends a lead, run for a posted form. */
const SUBMIT_LEAD_OPERATION = 'useSubmitLeadMutation';
/** A lead form's fields come to a few kilobytes; far more is not one of ours. */
export const MAX_LEAD_FORM_POST_BYTES = 64 * 1024;
/** The status of a page showing a refused posted form again. */
const REFUSED_STATUS = 422;
/** The headers of the shopper's request the mutation reads (who sent it, and from where). */
const FORWARDED_HEADERS = ['user-agent', 'cookie', 'x-forwarded-for', 'x-forwarded-proto'];

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Said when the posted fields cannot be a lead form at all (an old page, a tampered one). */
export const UNREADABLE_FORM_MESSAGE =
  'This form could not be read, so it was not sent. We refreshed it: please check your details and send it again.';

export interface LeadFormPostOptions {
  yoga: ForecourtYoga;
  client: ClientBuild;
  formTokens: LeadFormTokens;
  persistedOperations: PersistedOperations;
  /** The site's origin as the browser sees it, for the canonical address of a page shown again. */
  originOf: (request: Request) => string;
}

/** The persisted id of the web client's operation named `name`. */
export function persistedOperationId(operations: PersistedOperations, name: string): string {
  const pattern = new RegExp(`^\\s*(query|mutation)\\s+${name}\\b`);
  for (const [id, text] of operations) if (pattern.test(text)) return id;
  throw new Error(`The web client's persisted operations have no ${name}`);
}

function plainResponse(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  });
}

/** Whether the browser says the form was on a page of this very origin (not a sibling host). */
export function postedFromSameOrigin(request: Request): boolean {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  const source = origin !== null && origin !== 'null' ? origin : request.headers.get('referer');
  if (source === null) return fetchSite === 'same-origin';
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

/** The page's own address from the form, when it is a page of this host; else the home page. */
function pageUrlOf(request: Request, posted: string): URL {
  const here = new URL(request.url);
  try {
    const page = new URL(posted, here);
    if (page.host === here.host && page.pathname !== LEAD_FORM_POST_PATH) return page;
  } catch {
    // Not an address: the home page.
  }
  return new URL('/', here);
}

interface SubmitLeadAnswer {
  data?: {
    submitLead?: {
      __typename: string;
      successPath?: string;
      message?: string;
      issues?: { field: string; message: string }[];
      field?: string;
      reason?: string;
    } | null;
  } | null;
  errors?: { message: string }[];
}

/** How the refused form shows the answer: each field's refusal under it, the rest above. */
function refusalsOf(answer: SubmitLeadAnswer): Pick<RefusedLeadForm, 'fields' | 'general'> {
  const result = answer.data?.submitLead;
  if (!result) return { fields: [], general: [UNREADABLE_FORM_MESSAGE] };
  const fieldName = (path: string) => path.replace(/^(input\.)?values\./, '');
  switch (result.__typename) {
    case 'ValidationError':
      return {
        fields: (result.issues ?? []).map(({ field, message }) => ({
          name: fieldName(field),
          message,
        })),
        general: [],
      };
    case 'NotFoundError':
      return {
        fields: [{ name: fieldName(result.field ?? ''), message: result.reason ?? '' }],
        general: [],
      };
    default:
      return { fields: [], general: [result.message ?? UNREADABLE_FORM_MESSAGE] };
  }
}

/** Answers a post to LEAD_FORM_POST_PATH; null for any other path. */
export async function handleLeadFormPost(
  request: Request,
  site: Site,
  serverContext: object,
  { yoga, client, formTokens, persistedOperations, originOf }: LeadFormPostOptions,
): Promise<Response | null> {
  if (new URL(request.url).pathname !== LEAD_FORM_POST_PATH) return null;
  if (request.method !== 'POST') {
    return plainResponse(405, 'Lead forms are sent here with POST.', { allow: 'POST' });
  }
  if (!postedFromSameOrigin(request)) {
    return plainResponse(
      403,
      'This form was sent from another website, so it was not taken. Please send it from the dealer’s own page.',
    );
  }
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!FORM_CONTENT_TYPES.includes(contentType.toLowerCase())) {
    return plainResponse(
      415,
      `A lead form is sent as an HTML form (${FORM_CONTENT_TYPES.join(' or ')}), not ${contentType || 'without a content type'}.`,
    );
  }
  const fields = await formFieldsWithin(request, MAX_LEAD_FORM_POST_BYTES);
  if (fields === 'too large') {
    return plainResponse(413, `A lead form is at most ${MAX_LEAD_FORM_POST_BYTES} bytes.`);
  }
  if (fields === 'unreadable') {
    return plainResponse(400, 'This form’s fields could not be read. Please send it again.');
  }
  const posted = leadFormPostOf(fields);
  const pageUrl = pageUrlOf(request, posted.pageUrl);

  const input = {
    form: posted.form,
    idempotencyKey: posted.idempotencyKey,
    values: posted.values,
    formToken: posted.formToken,
    pageUrl: pageUrl.href,
  };
  const headers = new Headers({
    'content-type': 'application/json',
    accept: 'application/graphql-response+json',
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
  });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const response = await yoga.fetch(
    new URL('/graphql', request.url),
    {
      method: 'POST',
      headers,
      body: JSON.stringify({
        variables: { input },
        extensions: {
          persistedQuery: {
            version: 1,
            sha256Hash: persistedOperationId(persistedOperations, SUBMIT_LEAD_OPERATION),
          },
        },
      }),
    },
    { ...serverContext, site },
  );
  const answer = (await response.json()) as SubmitLeadAnswer;
  const result = answer.data?.submitLead;
  if (result?.__typename === 'SubmitLeadPayload' && result.successPath) {
    const success = new URL(result.successPath, request.url);
    return new Response(null, {
      status: 303,
      headers: { location: `${success.pathname}${success.search}` },
    });
  }

  // Refused: the page again, as the shopper left it, with a fresh token and key.
  const pageHeaders = new Headers(request.headers);
  for (const name of ['content-type', 'content-length', 'origin']) pageHeaders.delete(name);
  const pageRequest = new Request(pageUrl, { method: 'GET', headers: pageHeaders });
  return renderSitePage(pageRequest, yoga, client, site, {
    formTokens,
    origin: originOf(pageRequest),
    status: REFUSED_STATUS,
    refused: { form: posted.form, values: posted.values, ...refusalsOf(answer) },
  });
}
