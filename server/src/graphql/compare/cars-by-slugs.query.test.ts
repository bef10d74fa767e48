import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;
const SIZE = 60;
const COASTAL = 'coastal-motor-group';
const NORTHSIDE = 'northside-used-cars';

const CARS = /* GraphQL */ `
  query Compare($slugs: [String!]!) {
    carsBySlugs(slugs: $slugs) {
      slug
      name
    }
  }
`;

type CarsData = { carsBySlugs: { slug: string; name: string }[] };

beforeAll(async () => {
  platform = await createTestPlatform(SIZE);
});
afterAll(() => platform.close());

const slugsOf = (site: string) =>
  generateStock(platform.site(site), { size: SIZE, now: TEST_NOW })
    .filter((car) => car.status === 'in_stock')
    .map((car) => car.slug);
const compare = (site: string, slugs: string[]) =>
  platform.query<CarsData>(platform.hostOf(site), CARS, { slugs });

describe('carsBySlugs', () => {
  it('answers the cars in the order asked, once each', async () => {
    const [a, b, c] = slugsOf(COASTAL);
    const { data, errors } = await compare(COASTAL, [c!, a!, b!, a!]);

    expect(errors).toBeUndefined();
    expect(data?.carsBySlugs.map((car) => car.slug)).toEqual([c, a, b]);
  });

  it('leaves out slugs the site has no car for, including another site’s', async () => {
    const [own] = slugsOf(COASTAL);
    const foreign = slugsOf(NORTHSIDE).find((slug) => !slugsOf(COASTAL).includes(slug));
    const { data } = await compare(COASTAL, ['no-such-car', own!, foreign!]);

    expect(data?.carsBySlugs.map((car) => car.slug)).toEqual([own]);
  });

  it('refuses more than four cars, naming the argument', async () => {
    const { data, errors } = await compare(COASTAL, slugsOf(COASTAL).slice(0, 5));

    expect(data).toBeNull();
    expect(errors?.[0]?.message).toContain('slugs');
    expect(errors?.[0]?.message).toContain('at most 4');
  });
});
