import { afterAll, describe, expect, it } from 'vitest';
import { chunkedBody, STREAMED } from '../http/testing/chunked-body.js';
import { createTestPlatform } from '../testing/test-platform.js';
import { API_LIMITS } from './api-limits.js';
import { REQUEST_BODY_LIMIT } from './request-body-limit.plugin.js';

const platform = await createTestPlatform(40);
const url = `http://${platform.hostOf('coastal-motor-group')}/graphql`;
afterAll(() => platform.close());

const LIMIT = API_LIMITS.maxRequestBodyBytes;

/** A query for the site's name whose body is `bytes` long, padded in a variable. */
function bodyOf(bytes: number): string {
  const empty = JSON.stringify({ query: '{ site { name } }', variables: { pad: '' } });
  return JSON.stringify({
    query: '{ site { name } }',
    variables: { pad: 'x'.repeat(bytes - empty.length) },
  });
}

async function post(body: string | ReadableStream, { declareLength }: { declareLength: boolean }) {
  const response = await platform.yoga.fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(declareLength && typeof body === 'string'
        ? { 'content-length': String(Buffer.byteLength(body)) }
        : {}),
    },
    body: typeof body === 'string' && !declareLength ? chunkedBody(body).stream : body,
    ...STREAMED,
  });
  return {
    status: response.status,
    ...((await response.json()) as {
      data?: { site: { name: string } };
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    }),
  };
}

describe('the GraphQL request body limit', () => {
  it.each([true, false])(
    'answers a body of exactly the limit (length declared: %s)',
    async (declareLength) => {
      const answer = await post(bodyOf(LIMIT), { declareLength });
      expect(answer.errors).toBeUndefined();
      expect(answer.status).toBe(200);
      expect(answer.data?.site.name).toBeTruthy();
    },
  );

  it.each([true, false])(
    'refuses a body one byte over with 413, naming the limit (length declared: %s)',
    async (declareLength) => {
      const answer = await post(bodyOf(LIMIT + 1), { declareLength });
      expect(answer.status).toBe(413);
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors![0]!.extensions).toMatchObject({
        code: REQUEST_BODY_LIMIT,
        limit: LIMIT,
      });
      expect(answer.errors![0]!.message).toBe(
        'A GraphQL request body is at most 131,072 bytes; this one is larger.',
      );
    },
  );

  it('refuses a 20 MB body sent without a length, without reading it all', async () => {
    const body = chunkedBody(20_000_000);
    const answer = await post(body.stream, { declareLength: false });
    expect(answer.status).toBe(413);
    expect(answer.errors![0]!.extensions?.code).toBe(REQUEST_BODY_LIMIT);
    // Up to the chunk past the limit, and the few the streams between them read ahead.
    expect(body.pulled()).toBeLessThanOrEqual(LIMIT + 4 * body.chunkBytes);
  });

  it('refuses a Content-Length that is not one whole number with 400', async () => {
    for (const length of ['12, 12', '-1', 'abc', '1e3']) {
      const response = await platform.yoga.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': length },
        body: '{"query":"{ site { name } }"}',
      });
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: { message: string }[] };
      expect(errors[0]!.message).toBe(
        'The Content-Length header must be one whole number of bytes.',
      );
    }
  });
});
