import { createHash } from 'node:crypto';
import { getOperationAST, print, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import { type CompressedForms, keepCompressedForms } from '../http/kept-compression.js';
import { isAnonymousRequest, NO_STORE_CACHE_CONTROL, setPublicCaching } from './cache-policy.js';
import type { AnswerKind, ResponseCache } from './response-cache.js';

/**
 * Which GraphQL answers are the same for everyone, kept and served again here, and said so to
 * the caches after us.
 *
 * A query's answer is public when nobody is signed in, no partner key was sent, it has no errors
 * and no resolver read who is asking: the visitor key (the browser's checkout journey) or the
 * connection (rate-limited lookups such as a rego). Those two are watched as the query runs, so a
 * field added later that reads them makes its answers private without anyone remembering to.
 * Public answers carry PUBLIC_CACHE_CONTROL, cut short for one whose resolvers said when it stops
 * holding (AnswerLifetime: kept here no longer either); answers that read who is asking
 * `private, no-store`.
 *
 * The cache sits at execution, after every check of the request (the CSRF header, persisted
 * operations, partner budgets, operation limits) has run: a cached answer skips only the work.
 * Kept under the site, its stock generation and the printed operation (by its hash) with its
 * variables; a response from the cache carries the answer's compressed forms
 * (kept-compression.ts), so it is compressed once, not for every response.
 */
export function usePublicQueryCache(
  cache?: ResponseCache,
  now: () => Date = () => new Date(),
): Plugin {
  const verdicts = new WeakMap<Request, 'public' | 'personal'>();
  /** When a public answer stops holding, for those that said. */
  const lifetimes = new WeakMap<Request, number>();
  const answeredFromCache = new WeakMap<Request, KeptResult>();
  const documentKeys = new WeakMap<DocumentNode, string>();
  const keyOfDocument = (document: DocumentNode) => {
    let key = documentKeys.get(document);
    if (key === undefined) documentKeys.set(document, (key = printedDocumentHash(document)));
    return key;
  };

  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as GraphQLContext & { request: Request };
      const { request, site } = context;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'query') return;
      if (!isAnonymousRequest(request) || context.viewer !== null) return;
      const key = `${keyOfDocument(args.document)}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
      const cached = cache?.get(GRAPHQL_RESULT, site, key);
      if (cached) {
        verdicts.set(request, 'public');
        if (cached.until !== undefined) lifetimes.set(request, cached.until);
        answeredFromCache.set(request, cached);
        setResultAndStopExecution(keptResult(cached));
        return;
      }
      const generation = cache?.generationOf(site) ?? 0;
      let personal = false;
      watchWhoIsAsking(context, () => (personal = true));
      return {
        onExecuteDone({ result, setResult }) {
          if (personal) return void verdicts.set(request, 'personal');
          if (Symbol.asyncIterator in result || (result.errors?.length ?? 0) > 0) return;
          verdicts.set(request, 'public');
          const until = context.lifetime.end;
          if (until !== undefined) lifetimes.set(request, until);
          // Kept as sent, serialised once: yoga's result processor calls a result's own
          // `stringify` when it has one, instead of its JSON.stringify.
          const stringify = (sent: ExecutionResult) => {
            const json = JSON.stringify(sent);
            const kept = { json, extensions: sent.extensions, until, compressed: {} };
            cache?.set(GRAPHQL_RESULT, site, key, generation, kept, until);
            return json;
          };
          const serialised: ExecutionResultWithSerializer = { ...result, stringify };
          setResult(serialised);
        },
      };
    },
    onResponse({ request, response }) {
      const verdict = verdicts.get(request);
      if (verdict === 'personal') response.headers.set('cache-control', NO_STORE_CACHE_CONTROL);
      else if (verdict === 'public' && response.status === 200) {
        setPublicCaching(response.headers, lifetimes.get(request), now().getTime());
        const kept = answeredFromCache.get(request);
        if (kept) keepCompressedForms(response, kept.compressed);
      }
    },
  };
}

/**
 * A document's part of its answers' keys: the SHA-256 of its printed text, worked out once for
 * each parsed document. Not the text itself: a page's operation is kilobytes (the vehicle page's
 * about 9 KB), which every request's key was built from and hashed again, and which every kept
 * answer held a copy of, counted in the cache's budget.
 */
const printedDocumentHash = (document: DocumentNode) =>
  createHash('sha256').update(print(document)).digest('base64url');

/** A result with its own serialiser: yoga's ExecutionResultWithSerializer, which it does not export. */
type ExecutionResultWithSerializer = ExecutionResult & {
  stringify?: (result: ExecutionResult) => string;
};

/**
 * A public query's result as it was sent (UTF-16: two bytes a character), its extensions, which
 * yoga's result processor reads before it serialises, when it stops holding if it said, and its
 * compressed forms once made.
 */
interface KeptResult {
  json: string;
  extensions: ExecutionResult['extensions'];
  until: number | undefined;
  compressed: CompressedForms;
}
const GRAPHQL_RESULT: AnswerKind<KeptResult> = {
  name: 'graphql',
  // A compressed form is made later, a fraction of the JSON's size (about a sixth, in gzip and in
  // brotli alike); room for both is counted now.
  bytesOf: ({ json }) => 2 * json.length + Math.ceil(json.length / 2),
};

/**
 * A kept result to answer with: sent as the JSON it was, with no parse or serialisation; its
 * data is parsed only if something reads it (no plugin of ours does for a query's answer).
 */
function keptResult({ json, extensions }: KeptResult): ExecutionResultWithSerializer {
  let parsed: ExecutionResult | undefined;
  return {
    get data() {
      return (parsed ??= JSON.parse(json) as ExecutionResult).data;
    },
    ...(extensions === undefined ? {} : { extensions }),
    stringify: () => json,
  };
}

/** Calls `onRead` whenever a resolver reads who is asking from the context. */
function watchWhoIsAsking(context: GraphQLContext, onRead: () => void): void {
  const { visitorKey, client } = context;
  Object.defineProperties(context, {
    visitorKey: {
      get: () => (onRead(), visitorKey),
      configurable: true,
      enumerable: true,
    },
    client: { get: () => (onRead(), client), configurable: true, enumerable: true },
  });
}
