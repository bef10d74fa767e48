import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** The GraphQL-over-HTTP parameters whose value is JSON text in a URL or a form body. */
const JSON_PARAMS = ['variables', 'extensions'] as const;

/** The first JSON parameter of `params` that does not parse, and why; null when all do. */
function badJsonParam(params: URLSearchParams): string | null {
  for (const name of JSON_PARAMS) {
    const text = params.get(name);
    if (!text) continue;
    try {
      JSON.parse(text);
    } catch {
      return `The "${name}" parameter must be JSON (an object, e.g. ${name}={"slug":"…"}); it is not.`;
    }
  }
  return null;
}

function badRequest(message: string) {
  return createGraphQLError(message, {
    extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
  });
}

/**
 * `GET /graphql?variables=notjson` (and the same in a form-encoded body) is the sender's mistake:
 * yoga's own parser lets the JSON error escape as an unexpected one (a 500), so this checks the
 * JSON parameters first and answers 400 naming the parameter.
 */
export function useJsonParams(): Plugin {
  return {
    onRequestParse({ request, url, requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (parsing) => {
        if (request.method === 'GET') {
          const problem = badJsonParam(url.searchParams);
          if (problem) throw badRequest(problem);
        }
        try {
          return await requestParser(parsing);
        } catch (error) {
          // A form-encoded body's JSON parameters fail the same way.
          if (error instanceof SyntaxError) {
            throw badRequest(
              'The "variables" and "extensions" parameters must be JSON; one is not.',
            );
          }
          throw error;
        }
      });
    },
  };
}
