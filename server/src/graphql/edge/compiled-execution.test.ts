import { getOperationAST, type DocumentNode } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPersistedOperations } from '../../api-access/persisted-operations.js';
import { persistedOperationId } from '../../testing/replica-servers.js';
import { createTestPlatform } from '../../testing/test-platform.js';
import { useCompiledExecution } from './compiled-execution.plugin.js';

/**
 * The web client's persisted operations run compiled (compiled-execution.plugin.ts); the same
 * document sent as a caller's own runs on the executor. Both must answer alike (but for the
 * errors' `locations`), and only the persisted ones may cost a compilation.
 */

/** The operations the compiler was asked for, by name. */
const compiled = vi.hoisted(() => [] as string[]);
vi.mock('graphql-jit', async (importOriginal) => {
  const jit = await importOriginal<typeof import('graphql-jit')>();
  return {
    ...jit,
    compileQuery: (...args: Parameters<typeof jit.compileQuery>) => {
      compiled.push(getOperationAST(args[1] as DocumentNode)?.name?.value ?? '');
      return jit.compileQuery(...args);
    },
  };
});

const persisted = readPersistedOperations();
function operation(name: string): { id: string; text: string } {
  const id = persistedOperationId(name);
  if (!id) throw new Error(`the web client has no operation ${name}`);
  return { id, text: persisted.get(id)! };
}

let platform: Awaited<ReturnType<typeof createTestPlatform>>;
let host: string;
let carSlug: string;

beforeAll(async () => {
  platform = await createTestPlatform(30);
  host = platform.hostOf(platform.sites[0]!.config.slug);
  const cars = await platform.query<{ carSearch: { edges: { node: { slug: string } }[] } }>(
    host,
    '{ carSearch(first: 1) { edges { node { slug } } } }',
  );
  carSlug = cars.data!.carSearch.edges[0]!.node.slug;
}, 120_000);
afterAll(() => platform.close());

async function post(sent: Record<string, unknown>) {
  const response = await platform.yoga.fetch(`http://${host}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify(sent),
  });
  const body = (await response.json()) as { errors?: { locations?: unknown }[] };
  // Where in the document a field's error is: the compiled code does not say.
  for (const error of body.errors ?? []) delete error.locations;
  return { status: response.status, body };
}

/** The operation by its persisted id (compiled), and its text as one's own (the executor). */
async function bothWays(name: string, variables: Record<string, unknown>) {
  const { id, text } = operation(name);
  const byId = await post({
    extensions: { persistedQuery: { version: 1, sha256Hash: id } },
    variables,
  });
  // Another text for the same document: a comment is not part of it.
  const asOwn = await post({ query: `${text}\n# sent as a document of one's own`, variables });
  return { byId, asOwn };
}

describe('compiled execution', () => {
  it.each([
    ['SiteLayoutQuery', () => ({})],
    ['HomePageQuery', () => ({ path: '/' })],
    [
      'SearchPageQuery',
      () => ({
        path: '/search/new-used-and-demo-cars',
        filters: { price: { max: 60_000 } },
        sort: 'LOWEST_PRICE',
        page: 2,
      }),
    ],
    ['CarPageQuery', () => ({ slug: carSlug, postcode: '2000', withPostcode: true })],
    ['CarPageQuery', () => ({ slug: 'no-such-car', postcode: '', withPostcode: false })],
    ['DealerLocatorPageQuery', () => ({ postcode: '4000', byPostcode: true })],
  ])('answers %s as the executor does', async (name, variables) => {
    const { byId, asOwn } = await bothWays(name, variables());
    expect(byId.status).toBe(200);
    expect(byId).toEqual(asOwn);
  });

  it('refuses what does not fit as the executor does: variables, and arguments its fields check', async () => {
    const badSort = await bothWays('SearchPageQuery', { path: '/cars', sort: 'LOWEST_PRIC' });
    expect(badSort.byId.status).toBe(400);
    expect(badSort.byId).toEqual(badSort.asOwn);
    const longPath = await bothWays('SearchPageQuery', { path: `/search/${'a'.repeat(400)}` });
    expect(JSON.stringify(longPath.byId.body)).toContain('at most 300 characters');
    expect(longPath.byId).toEqual(longPath.asOwn);
  });

  it('compiles each of the web client’s operations once, and never a document of one’s own', async () => {
    for (const page of [1, 2, 3]) {
      await bothWays('SearchPageQuery', { path: '/search/new-used-and-demo-cars', page });
    }
    await post({ query: '{ site { name } }' });
    // Once, in this case or an earlier one; its text sent as one's own has the same name.
    expect(compiled.filter((name) => name === 'SearchPageQuery')).toHaveLength(1);
    expect(compiled).not.toContain('');
  });
});

/** What the time limit's plugin and others do with every error after execution. */
const readsErrorCodes: Plugin = {
  onExecute: () => ({
    onExecuteDone: ({ result }) => {
      if (!(Symbol.asyncIterator in result)) result.errors?.map((error) => error.extensions.code);
    },
  }),
};

describe('a compiled operation’s errors', () => {
  const BROKEN = 'query Broken { fine broken }';
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { fine: String broken: String }',
      resolvers: {
        Query: {
          fine: () => 'fine',
          broken: () => {
            throw new Error('a fault inside the server');
          },
        },
      },
    }),
    maskedErrors: true,
    logging: false,
    plugins: [
      useCompiledExecution([BROKEN]),
      // What the time limit's plugin and others do with every error after execution.
      readsErrorCodes,
    ],
  });
  const ask = async (query: string) => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('are masked and answered as the executor’s are, with extensions for every plugin', async () => {
    const compiledAnswer = await ask(BROKEN);
    expect(compiledAnswer).toEqual({
      status: 200,
      body: {
        data: { fine: 'fine', broken: null },
        errors: [expect.objectContaining({ message: 'Unexpected error.', path: ['broken'] })],
      },
    });
    const executorAnswer = await ask(`${BROKEN} # not compiled`);
    delete (executorAnswer.body as { errors: { locations?: unknown }[] }).errors[0]!.locations;
    expect(compiledAnswer).toEqual(executorAnswer);
  });
});
