import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

const COASTAL = 'coastal-motor-group.localhost';
const NORTHSIDE = 'northside-used-cars.localhost';

interface Page {
  carSearch: { edges: { node: { id: string; slug: string; stockNumber: string } }[] };
}
const FIRST_PAGE = `{ carSearch(first: 30) { edges { node { id slug stockNumber } } } }`;

beforeAll(async () => {
  platform = await createTestPlatform(300);
});

describe('tenancy', () => {
  it('answers each host with its own site', async () => {
    for (const site of platform.sites) {
      const response = await platform.query<{ site: { slug: string; name: string } }>(
        `${site.config.slug}.localhost:4000`,
        '{ site { slug name } }',
      );
      expect(response.data?.site).toEqual({ slug: site.config.slug, name: site.config.name });
    }
  });

  it('refuses an unknown host with a clear error instead of a default site', async () => {
    const response = await platform.query('nowhere.localhost', '{ site { name } }');
    expect(response.status).toBe(404);
    expect(response.errors?.[0]?.message).toMatch(/No site is served at host "nowhere\.localhost"/);
    expect(response.errors?.[0]?.extensions?.code).toBe('UNKNOWN_SITE');
  });

  it('never shows a car of one site to another: by slug, by global id or in search', async () => {
    const coastal = (await platform.query<Page>(COASTAL, FIRST_PAGE)).data!.carSearch.edges;
    expect(coastal.length).toBe(30);
    for (const { node } of coastal.slice(0, 10)) {
      const bySlug = await platform.query<{ car: unknown }>(
        NORTHSIDE,
        'query($slug: String!) { car(slug: $slug) { id } }',
        {
          slug: node.slug,
        },
      );
      expect(bySlug.data?.car).toBeNull();
      const byId = await platform.query<{ node: unknown }>(
        NORTHSIDE,
        'query($id: ID!) { node(id: $id) { id } }',
        {
          id: node.id,
        },
      );
      expect(byId.data?.node).toBeNull();
      const inSearch = await platform.query<{ carSearch: { edges: { node: { id: string } }[] } }>(
        NORTHSIDE,
        'query($q: String) { carSearch(query: $q, first: 100) { edges { node { id } } } }',
        { q: node.stockNumber },
      );
      expect(inSearch.data?.carSearch.edges.map((e) => e.node.id)).not.toContain(node.id);
    }
  });

  it('finds a site’s own car by slug and by global id', async () => {
    const [{ node }] = (await platform.query<Page>(COASTAL, FIRST_PAGE)).data!.carSearch.edges as [
      Page['carSearch']['edges'][number],
    ];
    const bySlug = await platform.query<{ car: { id: string } }>(
      COASTAL,
      'query($slug: String!) { car(slug: $slug) { id } }',
      {
        slug: node.slug,
      },
    );
    expect(bySlug.data?.car.id).toBe(node.id);
    const byId = await platform.query<{ node: { slug: string } }>(
      COASTAL,
      'query($id: ID!) { node(id: $id) { ... on Car { slug } } }',
      { id: node.id },
    );
    expect(byId.data?.node.slug).toBe(node.slug);
  });
});
