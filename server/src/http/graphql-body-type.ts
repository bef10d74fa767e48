import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** The only body a POST to /graphql may carry. */
export const GRAPHQL_BODY_TYPE = 'application/json';

/** Content types quoted back in a refusal are cut to this length. */
const MAX_QUOTED_TYPE_CHARS = 80;

/**
 * POST /graphql takes JSON only. A form (url-encoded or multipart) and text/plain are the bodies
 * another website can make a shopper's browser send without asking this server first (no CORS
 * preflight), so accepting them would let any page post leads as its visitors. Every form of the
 * web client submits JSON through GraphQL, and no server-rendered page posts a form.
 */
export function useJsonBodyOnly(): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method !== 'POST') return;
      const contentType = request.headers.get('content-type') ?? '';
      const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
      if (mediaType === GRAPHQL_BODY_TYPE) return;
      const sent = contentType
        ? `this request sent "${contentType.slice(0, MAX_QUOTED_TYPE_CHARS)}"`
        : 'this request sent no Content-Type';
      throw createGraphQLError(
        `POST /graphql takes a JSON body only: send Content-Type: ${GRAPHQL_BODY_TYPE} (${sent}). ` +
          'Form, multipart and plain-text bodies are refused so that no other website can submit them through a visitor’s browser.',
        { extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', http: { status: 415 } } },
      );
    },
  };
}
