import { DELIVERY_MESSAGES } from '@forecourt/schema/delivery/delivery-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform(200);
});
afterAll(() => platform.close());

const SITE = 'coastal-motor-group';
/** Coastal Motor Group's delivery table: Local ≤ 50 km $150, Regional ≤ 300 km $450, Interstate ≤ 1500 km $1,200. */

const SEARCH = /* GraphQL */ `
  query Cars {
    carSearch(first: 100) {
      edges {
        node {
          slug
          location {
            address {
              postcode
            }
          }
        }
      }
    }
  }
`;
const ESTIMATE = /* GraphQL */ `
  query Estimate($slug: String!, $postcode: String!) {
    site {
      deliveryAvailable
    }
    car(slug: $slug) {
      deliveryEstimate(postcode: $postcode) {
        available
        price
        regionName
        distanceKm
        message
      }
    }
  }
`;

interface Estimate {
  available: boolean;
  price: number | null;
  regionName: string | null;
  distanceKm: number | null;
  message: string | null;
}

/** A car at the Southport (Gold Coast, 4215) yard, so distances below are known. */
async function southportCar(): Promise<string> {
  const { data } = await platform.query<{
    carSearch: { edges: { node: { slug: string; location: { address: { postcode: string } } } }[] };
  }>(platform.hostOf(SITE), SEARCH);
  const car = data!.carSearch.edges.find((e) => e.node.location.address.postcode === '4215');
  if (!car) throw new Error('no car at Southport in the test stock');
  return car.node.slug;
}

async function estimate(postcode: string): Promise<Estimate> {
  const { data, errors } = await platform.query<{
    site: { deliveryAvailable: boolean };
    car: { deliveryEstimate: Estimate };
  }>(platform.hostOf(SITE), ESTIMATE, { slug: await southportCar(), postcode });
  expect(errors).toBeUndefined();
  expect(data!.site.deliveryAvailable).toBe(true);
  return data!.car.deliveryEstimate;
}

describe('Car.deliveryEstimate', () => {
  it('prices a postcode near the car’s yard in the first region', async () => {
    // Surfers Paradise is about 5 km from Southport.
    const result = await estimate('4217');
    expect(result).toMatchObject({
      available: true,
      price: 150,
      regionName: 'Local',
      message: null,
    });
    expect(result.distanceKm).toBeLessThanOrEqual(10);
  });

  it('prices a farther postcode in a later region', async () => {
    // Toowoomba is about 150 km inland (its postcode’s suburbs centre a little farther west); Sydney about 680 km south.
    const toowoomba = await estimate('4350');
    expect(toowoomba).toMatchObject({ available: true, price: 450, regionName: 'Regional' });
    expect(toowoomba.distanceKm).toBeGreaterThan(140);
    expect(toowoomba.distanceKm).toBeLessThan(175);
    const sydney = await estimate(' 2000 ');
    expect(sydney).toMatchObject({ available: true, price: 1200, regionName: 'Interstate' });
    expect(sydney.distanceKm).toBeGreaterThan(650);
    expect(sydney.distanceKm).toBeLessThan(720);
  });

  it('answers the sentence beyond the last region (Perth is over 3,000 km away)', async () => {
    expect(await estimate('6000')).toEqual({
      available: false,
      price: null,
      regionName: null,
      distanceKm: null,
      message: DELIVERY_MESSAGES.noEstimate,
    });
  });

  it('answers the sentence for a postcode the data set does not know, or a malformed one', async () => {
    expect((await estimate('0001')).message).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
    expect((await estimate('Gold Coast')).message).toBe(DELIVERY_MESSAGES.noEstimate);
  });

  it('asks for a postcode when it is blank', async () => {
    for (const blank of ['', '   ']) {
      expect(await estimate(blank)).toMatchObject({
        available: false,
        price: null,
        message: 'Please enter a postcode.',
      });
    }
  });
});
