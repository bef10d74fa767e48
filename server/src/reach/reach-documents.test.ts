import { describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import { ReachDocuments } from './reach-documents.js';

const site = (slug: string) => ({ config: { slug } }) as unknown as Site;
const harbour = site('harbour');
const outback = site('outback');

describe('ReachDocuments', () => {
  it('builds a document once and serves it again, per site, origin and name', async () => {
    const documents = new ReachDocuments();
    let builds = 0;
    const build = async () => ++builds;
    expect(await documents.get(harbour, 'https://a', 'sitemap', build)).toBe(1);
    expect(await documents.get(harbour, 'https://a', 'sitemap', build)).toBe(1);
    expect(await documents.get(harbour, 'http://a', 'sitemap', build)).toBe(2);
    expect(await documents.get(harbour, 'https://a', 'feed', build)).toBe(3);
    expect(await documents.get(outback, 'https://a', 'sitemap', build)).toBe(4);
  });

  it('shares one build between requests that arrive while it runs', async () => {
    const documents = new ReachDocuments();
    let builds = 0;
    const build = () => new Promise<number>((resolve) => setTimeout(() => resolve(++builds), 10));
    const answers = await Promise.all([1, 2, 3].map(() => documents.get(harbour, 'o', 'x', build)));
    expect(answers).toEqual([1, 1, 1]);
  });

  it('builds the site’s documents again once told its stock changed, and only that site’s', async () => {
    const documents = new ReachDocuments();
    let builds = 0;
    const build = async () => ++builds;
    await documents.get(harbour, 'o', 'x', build);
    await documents.get(outback, 'o', 'x', build);
    documents.invalidate(harbour);
    expect(await documents.get(harbour, 'o', 'x', build)).toBe(3);
    expect(await documents.get(outback, 'o', 'x', build)).toBe(2);
  });

  it('builds again after its maximum age, and after a failed build', async () => {
    let now = 0;
    const documents = new ReachDocuments({ maxAgeMs: 1_000, clock: () => now });
    let builds = 0;
    const build = async () => ++builds;
    await documents.get(harbour, 'o', 'x', build);
    now = 999;
    expect(await documents.get(harbour, 'o', 'x', build)).toBe(1);
    now = 1_000;
    expect(await documents.get(harbour, 'o', 'x', build)).toBe(2);
    await expect(
      documents.get(harbour, 'o', 'y', () => Promise.reject(new Error('stock down'))),
    ).rejects.toThrow('stock down');
    expect(await documents.get(harbour, 'o', 'y', build)).toBe(3);
  });
});
