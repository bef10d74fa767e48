import type { Plugin } from 'graphql-yoga';

export const EXECUTION_TIME_LIMIT = 'EXECUTION_TIME_LIMIT';

/** Codes of the refusals of api-limits, each naming its limit. */
export const LIMIT_CODES = new Set([
  'TOKEN_LIMIT',
  'QUERY_DEPTH_LIMIT',
  'ALIAS_LIMIT',
  'DIRECTIVE_LIMIT',
  'QUERY_COST_LIMIT',
  EXECUTION_TIME_LIMIT,
]);

/** Extensions of a refusal: the client's to change, so 400, never a 5xx. */
export const LIMIT_REFUSAL = { http: { status: 400 } };

/**
 * Answers a refused operation with 400 for every client. Yoga marks parse and validation
 * errors as the GraphQL-over-HTTP spec's, which an `application/json` client gets with 200;
 * a status on the result itself holds for all.
 */
export function limitRefusalStatusPlugin(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const refused = result.errors?.some((error) =>
        LIMIT_CODES.has(String(error.extensions?.code)),
      );
      if (!refused) return;
      setResult({ ...result, extensions: { ...result.extensions, http: { status: 400 } } });
    },
  };
}
