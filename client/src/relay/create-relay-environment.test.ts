import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchQuery } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import CarPageQuery from '../__generated__/CarPageQuery.graphql';
import type { PersistedOperationRequest } from '../ssr-contract';
import { createRelayEnvironment } from './create-relay-environment';

/** The map relay-compiler writes beside the artifacts (relay.config.json's persistConfig). */
const persisted = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../persisted-operations.json'), 'utf8'),
) as Record<string, string>;

describe('createRelayEnvironment', () => {
  it('sends an operation’s persisted id and variables, never its text', async () => {
    const sent: PersistedOperationRequest[] = [];
    const environment = createRelayEnvironment((body) => {
      sent.push(body);
      return Promise.resolve({ data: { site: null, car: null } });
    });
    const variables = { slug: 'a-car', postcode: '', withPostcode: false };
    await fetchQuery(environment, CarPageQuery, variables).toPromise();

    expect(sent).toHaveLength(1);
    const [body] = sent;
    expect(Object.keys(body!).sort()).toEqual(['extensions', 'variables']);
    expect(body!.variables).toEqual(variables);
    const id = body!.extensions.persistedQuery.sha256Hash;
    expect(body!.extensions.persistedQuery.version).toBe(1);
    // The id names the operation's text in the map the server holds: its SHA-256.
    const text = persisted[id];
    expect(text).toMatch(/^query CarPageQuery\(/);
    expect(createHash('sha256').update(text!).digest('hex')).toBe(id);
  });
});
