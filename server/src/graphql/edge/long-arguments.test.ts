import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

describe('ids and slugs over 200 characters', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform(20);
  });
  afterAll(async () => {
    await platform.close();
  });
  const host = 'coastal-motor-group.localhost';
  const long = 'Q'.repeat(5_000);

  it('refuses them as bad input naming the argument, without echoing them', async () => {
    const cases = [
      ['query($id: ID!) { node(id: $id) { id } }', 'id: must be at most 200 characters'],
      ['query($id: ID!) { nodes(ids: [$id]) { id } }', 'ids.0: must be at most 200 characters'],
      ['query($id: String!) { car(slug: $id) { id } }', 'slug: is too long'],
    ] as const;
    for (const [document, message] of cases) {
      const response = await platform.query(host, document, { id: long });
      expect(response.errors, document).toMatchObject([
        { message, extensions: { code: 'BAD_USER_INPUT' } },
      ]);
    }
  });
});
