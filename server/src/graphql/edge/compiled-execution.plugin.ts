import { getDocumentString, makeExecute } from '@envelop/core';
import { GraphQLError, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { isPromise, type Plugin } from 'graphql-yoga';

/**
 * The web client's operations run as code compiled from their documents (graphql-jit) instead of
 * the executor walking the document for every field of every answer: a search answer is
 * thousands of fields. Measured with `pnpm bench:web`: the search page's query, asked cold,
 * takes about a fifth less of the server's CPU time.
 *
 * Compiling costs more than running once (about 6 ms a document, up to 40), so only the
 * operations the client persisted are compiled, each the first time it runs, and kept with its
 * parsed document (yoga keeps those in a bounded cache): 130 documents, a known cost. A
 * document of the caller's own (a partner's, GraphiQL's) runs on the executor, so nobody can
 * make the server compile a new document with every request.
 *
 * Both answer alike (compiled-execution.test.ts), but that a field's error from compiled code
 * does not say where in the document the field is (`locations`; the web client reads none).
 * Where the compiled code would answer otherwise: variables that do not fit are refused by the
 * executor, as for any document; and the compiled code's errors, which carry no `extensions`
 * when their cause had none, are made graphql-js errors, as every plugin after it expects.
 *
 * The compiled code takes no signal to stop on: the operations' time budget is checked by the
 * resolvers of expensive fields (api-limits/execution-budget.ts).
 */
export function useCompiledExecution(operations: Iterable<string>): Plugin {
  const texts = new Set(operations);
  /** By document, then operation name: the compiled operation, or null when it is not compiled. */
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledOperation | null>>();

  const compiledFor = ({ schema, document, operationName }: ExecutionArgs) => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const name = operationName ?? '';
    let operation = byName.get(name);
    if (operation === undefined) {
      const text = getDocumentString(document);
      const query =
        text !== undefined && texts.has(text)
          ? compileQuery(schema, document, operationName ?? undefined, COMPILER_OPTIONS)
          : undefined;
      // A document the compiler refuses runs on the executor, which answers with its errors.
      operation = query && isCompiledQuery(query) ? compiledOperation(query) : null;
      byName.set(name, operation);
    }
    return operation;
  };

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = compiledFor(args);
      if (operation) setExecuteFn(operation.runOr(executeFn));
    },
  };
}

type Execute = ReturnType<typeof makeExecute>;

/** A compiled operation: runs a request, or hands one it would not answer alike to `execute`. */
interface CompiledOperation {
  runOr: (execute: Execute) => Execute;
}

const COMPILER_OPTIONS = {
  // Directives on fragment spreads (`...Card @include(if: $x)`) are honoured as graphql-js does;
  // the option names the library's newer way, which it will make its only one.
  useExperimentalPathBasedSkipInclude: true,
};

function compiledOperation(query: CompiledQuery): CompiledOperation {
  return {
    runOr: (execute) =>
      makeExecute((args) => {
        const result = query.query(args.rootValue, args.contextValue, args.variableValues);
        if (isPromise(result)) return result.then(withGraphQLErrors);
        // The compiled code coerces the variables before it runs anything, and answers with
        // errors and no data when they do not fit. Those are the executor's to refuse: its
        // errors say which and why (with suggestions only where they are allowed) and answer 400.
        if (!('data' in result)) return execute(args);
        return withGraphQLErrors(result);
      }),
  };
}

function withGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((error) => error.extensions === undefined)) return result;
  return { ...result, errors: result.errors.map(asGraphQLError) };
}

/** The compiled code's error as graphql-js makes it: with `extensions`, its cause's or empty. */
function asGraphQLError(error: GraphQLError): GraphQLError {
  if (error.extensions !== undefined) return error;
  return new GraphQLError(error.message, { path: error.path, originalError: error.originalError });
}
