import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform(20);
});
afterAll(async () => {
  await platform.close();
});

const GARAGE = `query Garage($path: String!) {
  site { garage { title path paths } garagePage(path: $path) { title } }
}`;
const ask = async (slug: string, path: string) => {
  const response = await platform.query<{
    site: { garage: { title: string; path: string; paths: string[] } | null; garagePage: unknown };
  }>(platform.hostOf(slug), GARAGE, { path });
  expect(response.errors).toBeUndefined();
  return response.data!.site;
};

describe('Site.garage and Site.garagePage', () => {
  it('serves the garage at each of its addresses, in any case, and at no other', async () => {
    const coastal = await ask('coastal-motor-group', '/MyCoastal/');
    expect(coastal.garage).toEqual({
      title: 'My Garage',
      path: '/my-garage',
      paths: ['/my-garage', '/mycoastal'],
    });
    expect(coastal.garagePage).toEqual({ title: 'My Garage' });
    expect((await ask('coastal-motor-group', '/my-garage')).garagePage).not.toBeNull();
    expect((await ask('coastal-motor-group', '/about-us')).garagePage).toBeNull();
    expect((await ask('coastal-motor-group', `/${'x'.repeat(500)}`)).garagePage).toBeNull();
  });

  it('has no garage, at any address, on a site that turns it off', async () => {
    const outback = await ask('outback-caravans', '/my-garage');
    expect(outback).toEqual({ garage: null, garagePage: null });
  });
});
