import type { Site } from '@forecourt/tenants/site';
import {
  GraphQLError,
  getNamedType,
  isIntrospectionType,
  type ValidationContext,
  type ASTVisitor,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { logger } from '../logger.js';
import type { PartnerKey, PartnerKeyRecords } from './partner-keys.port.js';
import type { OperationCostOf } from './operation-cost-of.js';
import { partnerKeyHash, partnerKeyOfRequest } from './partner-api-key.js';
import type { PartnerRateLimiter } from './partner-rate-limiter.js';
import type { ArbitraryDocuments } from './trusted-documents.js';

export interface PartnerAccessOptions {
  arbitraryDocuments: ArbitraryDocuments;
  /** The site the tenancy plugin resolved for the request (it runs first). */
  siteOf: (request: Request) => Site | undefined;
  records: PartnerKeyRecords;
  limiter: PartnerRateLimiter;
  costOf: OperationCostOf;
}

export interface PartnerAccess {
  plugin: Plugin;
  /** The valid, unrevoked key of the request's own site that the request carried, if any. */
  partnerOf: (request: Request) => PartnerKey | undefined;
}

/**
 * Partner API keys on /graphql. A request that carries a key is refused unless it is a key of
 * the request's own site, unrevoked, within its requests per minute; then each operation it runs
 * is counted against the key's cost budget before it executes. Where only partners run
 * documents of their own, anonymous requests also get no introspection and no "did you mean"
 * suggestions (which would spell the schema out field by field).
 */
export function partnerAccess(options: PartnerAccessOptions): PartnerAccess {
  const { arbitraryDocuments, siteOf, records, limiter, costOf } = options;
  const partners = new WeakMap<Request, PartnerKey>();
  const partnerOf = (request: Request) => partners.get(request);
  const schemaHidden = (request: Request | undefined) =>
    arbitraryDocuments === 'partners-only' && !(request && partners.has(request));

  const plugin: Plugin = {
    async onRequest({ request, endResponse }) {
      const sent = partnerKeyOfRequest(request);
      const site = siteOf(request);
      if (sent === undefined || !site) return;
      if ('problem' in sent) return endResponse(refusal(401, 'INVALID_API_KEY', sent.problem));
      let key: PartnerKey | null;
      try {
        key = await records.forSite(site).partnerKeyByHash(partnerKeyHash(sent.key));
      } catch (error) {
        logger.error({ err: error, site: site.config.slug }, 'partner keys cannot be read');
        return endResponse(
          refusal(
            503,
            'API_KEYS_UNAVAILABLE',
            'API keys cannot be checked right now; try again shortly.',
            {
              'retry-after': '30',
            },
          ),
        );
      }
      if (!key) {
        return endResponse(
          refusal(
            401,
            'UNKNOWN_API_KEY',
            `This API key is not valid on ${new URL(request.url).hostname}: a key works only on the host of the site it was issued for. Ask this site's operator for a key.`,
          ),
        );
      }
      if (key.revokedAt) {
        return endResponse(
          refusal(
            401,
            'REVOKED_API_KEY',
            `This API key was revoked on ${key.revokedAt.toISOString()}. Ask this site's operator for a new key.`,
          ),
        );
      }
      const decision = await limiter.takeRequest(key);
      if (!decision.allowed) {
        const wait = decision.retryAfterSeconds;
        return endResponse(
          refusal(
            429,
            'RATE_LIMITED',
            `This API key's limit of ${key.requestsPerMinute} requests per minute is used up: try again in ${wait} s.`,
            { 'retry-after': String(wait) },
            { retryAfterSeconds: wait, limit: 'requestsPerMinute' },
          ),
        );
      }
      partners.set(request, key);
    },

    onValidate({ context, addValidationRule }) {
      const request = (context as { request?: Request }).request;
      if (!schemaHidden(request)) return;
      addValidationRule(introspectionForPartnersOnly);
      return ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map(withoutSuggestions));
      };
    },

    async onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const key = request && partners.get(request);
      if (!key) return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const cost = costOf(args.document, variables, args.operationName);
      if (cost > key.costPerMinute) {
        throw createGraphQLError(
          `This operation costs ${cost}, more than this API key's whole budget of ${key.costPerMinute} per minute: ask for fewer items or split it into smaller operations.`,
          {
            extensions: {
              code: 'COST_BUDGET_EXCEEDED',
              cost,
              costPerMinute: key.costPerMinute,
              http: { status: 400 },
            },
          },
        );
      }
      const decision = await limiter.takeCost(key, cost);
      if (!decision.allowed) {
        const wait = decision.retryAfterSeconds;
        throw createGraphQLError(
          `This API key's cost budget of ${key.costPerMinute} per minute is used up (this operation costs ${cost}): try again in ${wait} s.`,
          {
            extensions: {
              code: 'RATE_LIMITED',
              limit: 'costPerMinute',
              cost,
              retryAfterSeconds: wait,
              http: { status: 429, headers: { 'Retry-After': String(wait) } },
            },
          },
        );
      }
    },

    onExecutionResult({ request, result, setResult }) {
      // Variables are checked at execution: an enum value's error would suggest the right one.
      if (!schemaHidden(request) || !isSingleResult(result) || !result.errors) return;
      setResult({ ...result, errors: result.errors.map(withoutSuggestions) });
    },
  };
  return { plugin, partnerOf };
}

function refusal(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  extensions: Record<string, unknown> = {},
): Response {
  return Response.json(
    { errors: [{ message, extensions: { code, ...extensions } }] },
    {
      status,
      headers: status === 401 ? { 'www-authenticate': 'Bearer', ...headers } : headers,
    },
  );
}

/** graphql-js's NoSchemaIntrospectionCustomRule, with a message that says what to do. */
function introspectionForPartnersOnly(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const type = getNamedType(context.getType());
      if (type && isIntrospectionType(type)) {
        context.reportError(
          new GraphQLError(
            `Introspection ("${node.name.value}") is for partners: send a partner API key (Authorization: Bearer fck_…) to read the schema.`,
            { nodes: node, extensions: { code: 'INTROSPECTION_FOR_PARTNERS' } },
          ),
        );
      }
    },
  };
}

const SUGGESTION = /\s*Did you mean [^?]*\?\s*$/s;

function withoutSuggestions<E>(error: E): E {
  if (!(error instanceof GraphQLError) || !SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  }) as E;
}

function isSingleResult(result: unknown): result is { errors?: readonly GraphQLError[] } {
  return (
    typeof result === 'object' &&
    result !== null &&
    !Array.isArray(result) &&
    !(Symbol.asyncIterator in result)
  );
}
