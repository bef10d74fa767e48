import { INVALID_POSTCODE_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform(20);
});
afterAll(() => platform.close());

/** Yards in south-east Queensland and northern New South Wales. */
const COASTAL = 'coastal-motor-group';
/** Two yards in Brisbane's north. */
const NORTHSIDE = 'northside-used-cars';

const NEAR = /* GraphQL */ `
  query Near($postcode: String!, $mode: LocationMode, $department: LocationType, $make: String) {
    site {
      locations {
        id
      }
      locationsNear(postcode: $postcode, mode: $mode, department: $department, make: $make) {
        __typename
        ... on LocationsNear {
          postcode
          items {
            distanceKm
            location {
              id
              name
              locationType
              address {
                postcode
              }
            }
          }
        }
        ... on ValidationError {
          message
          issues {
            field
            message
          }
        }
      }
    }
  }
`;

interface Item {
  distanceKm: number;
  location: { id: string; name: string; locationType: string; address: { postcode: string } };
}
type Result =
  | { __typename: 'LocationsNear'; postcode: string; items: Item[] }
  | {
      __typename: 'ValidationError';
      message: string;
      issues: { field: string; message: string }[];
    };

async function near(site: string, variables: Record<string, unknown>) {
  const response = await platform.query<{
    site: { locations: { id: string }[]; locationsNear: Result };
  }>(platform.hostOf(site), NEAR, variables);
  expect(response.status).toBe(200);
  expect(response.errors).toBeUndefined();
  return { all: response.data!.site.locations, result: response.data!.site.locationsNear };
}

function items(result: Result): Item[] {
  if (result.__typename !== 'LocationsNear') throw new Error(`refused: ${result.message}`);
  return result.items;
}

describe('Site.locationsNear', () => {
  it('orders every location nearest first from the postcode, with the distance', async () => {
    // Surfers Paradise (4217) is a few km from the Southport yards, ~75 km from Newstead.
    const { all, result } = await near(COASTAL, { postcode: '4217' });
    const list = items(result);
    expect(list.map((i) => i.location.id).sort()).toEqual(all.map((l) => l.id).sort());
    const distances = list.map((i) => i.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(list.slice(0, 2).map((i) => i.location.address.postcode)).toEqual(['4215', '4215']);
    expect(list[0]!.distanceKm).toBeGreaterThan(2);
    expect(list[0]!.distanceKm).toBeLessThan(10);
    const newstead = list.find((i) => i.location.address.postcode === '4006')!;
    expect(newstead.distanceKm).toBeGreaterThan(60);
    expect(newstead.distanceKm).toBeLessThan(90);
    // From Newcastle (2300) the order turns around: Broadmeadow first, the Gold Coast far behind.
    const fromNewcastle = items((await near(COASTAL, { postcode: '2300' })).result);
    expect(fromNewcastle[0]!.location.address.postcode).toBe('2292');
    expect(fromNewcastle.at(-1)!.location.address.postcode).toBe('4558');
  });

  it('keeps to the mode, department and make asked for', async () => {
    const service = items((await near(COASTAL, { postcode: '4000', mode: 'SERVICE' })).result);
    expect(service.map((i) => i.location.locationType)).toEqual(['SERVICE']);
    const kia = items((await near(COASTAL, { postcode: '4000', make: 'kia' })).result);
    expect(kia.map((i) => i.location.address.postcode)).toEqual(['4558', '2444']);
  });

  it('answers a malformed postcode with a ValidationError on the field, not a server error', async () => {
    for (const postcode of ['12a4', '123', '12345', '', 'x'.repeat(5000)]) {
      const { result } = await near(COASTAL, { postcode });
      expect(result).toEqual({
        __typename: 'ValidationError',
        message: `postcode: ${INVALID_POSTCODE_MESSAGE}`,
        issues: [{ field: 'postcode', message: INVALID_POSTCODE_MESSAGE }],
      });
    }
  });

  it('answers a well-formed postcode no place has with a ValidationError naming it', async () => {
    const { result } = await near(COASTAL, { postcode: ' 0000 ' });
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        { field: 'postcode', message: expect.stringContaining('0000 is not an Australian') },
      ],
    });
  });

  it('never lists another site’s locations', async () => {
    const coastal = items((await near(COASTAL, { postcode: '4031' })).result);
    const { all, result } = await near(NORTHSIDE, { postcode: '4217' });
    const northside = items(result);
    expect(northside.map((i) => i.location.id).sort()).toEqual(all.map((l) => l.id).sort());
    const coastalIds = new Set(coastal.map((i) => i.location.id));
    expect(northside.some((i) => coastalIds.has(i.location.id))).toBe(false);
    expect(northside.every((i) => i.location.name.startsWith('Northside'))).toBe(true);
  });
});
