import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform(600);
});
afterAll(() => platform.close());

interface SimilarCar {
  id: string;
  make: string;
  model: string;
  carType: string;
  body: string | null;
  price: number;
  status: string;
}
interface Vehicle extends SimilarCar {
  slug: string;
  similarPriceBand: { min: number; max: number } | null;
  similarCars: SimilarCar[];
}

const CAR_FIELDS = 'id make model carType body price status';
const SIMILAR = /* GraphQL */ `
  query Similar($slug: String!) {
    car(slug: $slug) {
      slug
      ${CAR_FIELDS}
      similarPriceBand { min max }
      similarCars { ${CAR_FIELDS} }
    }
  }
`;
const SEARCH = /* GraphQL */ `
  query Search($filters: CarFilters, $first: Int) {
    carSearch(filters: $filters, first: $first, sort: LATEST) {
      totalCount
      edges { node { slug ${CAR_FIELDS} } }
    }
  }
`;

const host = (site: string) => `${site}.localhost`;

async function vehicle(site: string, slug: string): Promise<Vehicle> {
  const { data, errors } = await platform.query<{ car: Vehicle }>(host(site), SIMILAR, { slug });
  expect(errors).toBeUndefined();
  return data!.car;
}

/** Priced vehicles of the site, from the public search (in stock, or sold with `status`). */
async function listed(site: string, status: string): Promise<Vehicle[]> {
  const { data } = await platform.query<{
    carSearch: { edges: { node: Vehicle }[] };
  }>(host(site), SEARCH, { filters: { status: [status], price: { min: 1 } }, first: 100 });
  return data!.carSearch.edges.map((edge) => edge.node);
}

/** The same rule asked of the public search: what the strip must be a part of. */
async function searchForSimilar(site: string, car: Vehicle, byBody: boolean) {
  const band = car.similarPriceBand!;
  const filters = {
    status: ['IN_STOCK'],
    price: { min: Math.ceil(band.min), max: Math.floor(band.max) },
    ...(byBody
      ? { carType: [car.carType], ...(car.body ? { body: [car.body] } : {}) }
      : { make: [car.make], model: [car.model] }),
  };
  const { data } = await platform.query<{
    carSearch: { totalCount: number; edges: { node: Vehicle }[] };
  }>(host(site), SEARCH, { filters, first: 100 });
  return data!.carSearch.edges.map((edge) => edge.node).filter((other) => other.id !== car.id);
}

describe('Car.similarCars', () => {
  it('on a make-and-model site: same make and model, in stock, in the band, never itself', async () => {
    const site = 'coastal-motor-group';
    let checked = 0;
    for (const listedCar of (await listed(site, 'IN_STOCK')).slice(0, 40)) {
      const car = await vehicle(site, listedCar.slug);
      const expected = await searchForSimilar(site, car, false);
      expect(car.similarCars.length).toBe(Math.min(6, expected.length));
      for (const similar of car.similarCars) {
        expect(similar.id).not.toBe(car.id);
        expect(similar).toMatchObject({ make: car.make, model: car.model, status: 'IN_STOCK' });
        expect(similar.price).toBeGreaterThanOrEqual(car.similarPriceBand!.min);
        expect(similar.price).toBeLessThanOrEqual(car.similarPriceBand!.max);
      }
      expect(new Set(car.similarCars.map((similar) => similar.id)).size).toBe(
        car.similarCars.length,
      );
      if (car.similarCars.length > 0) checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('on a type-and-body site: same car type and body, the same model first', async () => {
    const site = 'northside-used-cars';
    let mixed = 0;
    for (const listedCar of (await listed(site, 'IN_STOCK')).slice(0, 40)) {
      const car = await vehicle(site, listedCar.slug);
      const expected = await searchForSimilar(site, car, true);
      expect(car.similarCars.length).toBe(Math.min(6, expected.length));
      const sameModel = car.similarCars.map(
        (similar) => similar.make === car.make && similar.model === car.model,
      );
      // Every same-model vehicle comes before every other one.
      expect(sameModel).toEqual([...sameModel].sort((a, b) => Number(b) - Number(a)));
      if (sameModel.includes(true) && sameModel.includes(false)) mixed++;
      for (const similar of car.similarCars) {
        expect(similar).toMatchObject({ carType: car.carType, body: car.body, status: 'IN_STOCK' });
      }
    }
    expect(mixed).toBeGreaterThan(0);
  });

  it('answers a sold vehicle with vehicles still in stock', async () => {
    const site = 'coastal-motor-group';
    const sold = await listed(site, 'SOLD');
    expect(sold.length).toBeGreaterThan(0);
    const withSimilar = [];
    for (const listedCar of sold) {
      const car = await vehicle(site, listedCar.slug);
      expect(car.status).toBe('SOLD');
      if (car.similarCars.length > 0) withSimilar.push(car);
      for (const similar of car.similarCars) expect(similar.status).toBe('IN_STOCK');
    }
    expect(withSimilar.length).toBeGreaterThan(0);
  });

  it('gives the band ±10,000 under 50,000 and ±25,000 above', async () => {
    const cars = await listed('coastal-motor-group', 'IN_STOCK');
    const cheap = cars.find((car) => car.price < 50_000)!;
    const dear = cars.find((car) => car.price >= 50_000)!;
    expect((await vehicle('coastal-motor-group', cheap.slug)).similarPriceBand).toEqual({
      min: Math.max(0, cheap.price - 10_000),
      max: cheap.price + 10_000,
    });
    expect((await vehicle('coastal-motor-group', dear.slug)).similarPriceBand).toEqual({
      min: dear.price - 25_000,
      max: dear.price + 25_000,
    });
  });

  it('only ever lists vehicles of the same site', async () => {
    const site = 'coastal-motor-group';
    let similarIds: string[] = [];
    for (const listedCar of await listed(site, 'IN_STOCK')) {
      similarIds = (await vehicle(site, listedCar.slug)).similarCars.map((similar) => similar.id);
      if (similarIds.length > 0) break;
    }
    expect(similarIds.length).toBeGreaterThan(0);
    const nodes = async (onSite: string) =>
      (
        await platform.query<{ nodes: ({ id: string } | null)[] }>(
          host(onSite),
          'query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id } }',
          { ids: similarIds },
        )
      ).data!.nodes;
    expect((await nodes(site)).map((node) => node?.id)).toEqual(similarIds);
    expect((await nodes('northside-used-cars')).every((node) => node === null)).toBe(true);
  });
});
