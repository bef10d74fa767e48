import { encodeGlobalID } from '@pothos/plugin-relay';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';
import { refusalOf, typedErrorFields } from '../common/testing/typed-errors.js';

const SIZE = 60;
const COASTAL = 'coastal-motor-group';
const NORTHSIDE = 'northside-used-cars';
/** Northside, masked, with a limit of 2 reveals per connection, to reach it. */
const STINGY = 'stingy-reveals';

let platform: Awaited<ReturnType<typeof createTestPlatform>>;
beforeAll(async () => {
  const sites = await loadDemoSites();
  const northside = sites.find((s) => s.config.slug === NORTHSIDE)!;
  const stingy: Site = {
    ...northside,
    config: siteConfigSchema.parse({
      ...northside.config,
      slug: STINGY,
      domains: [],
      contact: {
        ...northside.config.contact,
        phoneRevealRateLimit: { perConnection: { reveals: 2, windowMinutes: 10 } },
      },
    }),
  };
  platform = await createTestPlatform(SIZE, [...sites, stingy], { trustedProxyHops: 1 });
});
afterAll(async () => {
  await platform.close();
});

let addressCount = 0;
const newConnection = () => ({ 'x-forwarded-for': `203.0.113.${++addressCount % 250}` });
const carOf = (slug: string) =>
  generateStock(platform.site(slug), { size: SIZE, now: TEST_NOW }).find(
    (car) => car.status === 'in_stock',
  )!;
/** The whole number as the page would show it, and its digits. */
const digits = (phone: string) => phone.replace(/\D/g, '');

const EVERY_PHONE = /* GraphQL */ `
  query EveryPhone($slug: String!) {
    site {
      contact {
        phone
        phoneReveal
      }
      locations {
        id
        phone
      }
    }
    car(slug: $slug) {
      dealerPhone
    }
  }
`;
interface EveryPhoneData {
  site: {
    contact: { phone: string; phoneReveal: string };
    locations: { id: string; phone: string | null }[];
  };
  car: { dealerPhone: string | null };
}

const REVEAL_DEALER_PHONE = /* GraphQL */ `
  mutation RevealDealerPhone($carId: ID!) {
    revealDealerPhone(carId: $carId) {
      ... on RevealDealerPhonePayload {
        phone
        car {
          internalId
        }
      }
      ${typedErrorFields('NotFoundError', 'ValidationError', 'RateLimitedError')}
    }
  }
`;

const REVEAL_CONTACT_PHONE = /* GraphQL */ `
  mutation RevealContactPhone($locationId: ID, $line: ContactPhoneLine! = MAIN) {
    revealContactPhone(locationId: $locationId, line: $line) {
      ... on RevealContactPhonePayload {
        phone
        location {
          internalId
        }
      }
      ${typedErrorFields('NotFoundError', 'ValidationError', 'RateLimitedError')}
    }
  }
`;

const everyPhone = async (slug: string) => {
  const response = await platform.query<EveryPhoneData>(platform.hostOf(slug), EVERY_PHONE, {
    slug: carOf(slug).slug,
  });
  return response.data!;
};

describe('numbers of a site that masks them', () => {
  it('answers no whole number to any query, partner or page', async () => {
    const data = await everyPhone(NORTHSIDE);
    expect(data.site.contact.phoneReveal).toBe('MASKED');
    const shown = [
      data.site.contact.phone,
      data.car.dealerPhone,
      ...data.site.locations.map((l) => l.phone),
    ];
    expect(shown).not.toContain(null);
    for (const phone of shown) expect(phone).toMatch(/^.{5}[^\d]*(\*[^\d]*)+$/);
    const whole = platform.site(NORTHSIDE).locations.map((l) => digits(l.contact.phone ?? ''));
    const answer = JSON.stringify(data);
    for (const number of whole) expect(digits(answer)).not.toContain(number.slice(2));
  });

  it('reveals a vehicle’s number through the mutation only, and counts the reveal', async () => {
    const car = carOf(NORTHSIDE);
    const response = await platform.query(
      platform.hostOf(NORTHSIDE),
      REVEAL_DEALER_PHONE,
      { carId: encodeGlobalID('Car', car.id) },
      newConnection(),
    );
    const location = platform.site(NORTHSIDE).locationsById.get(car.locationId)!;
    // The demo's first car is at Kedron, whose number is (07) 3359 4800.
    expect(location.contact.phone).toBe('(07) 3359 4800');
    expect(response.data).toEqual({
      revealDealerPhone: {
        __typename: 'RevealDealerPhonePayload',
        phone: '07 3359 4800',
        car: { internalId: car.id },
      },
    });
    const records = platform.records.forSite(platform.site(NORTHSIDE));
    expect(await records.phoneReveals(car.id)).toEqual([
      { carId: car.id, dealershipId: location.dealershipId, occurredAt: TEST_NOW },
    ]);
  });

  it('reveals a location’s number and the site’s main number, counting each', async () => {
    const site = platform.site(NORTHSIDE);
    const records = platform.records.forSite(site);
    const before = (await records.contactPhoneReveals()).length;
    const second = site.locations[1]!;
    const byLocation = await platform.query<{ revealContactPhone: { phone: string } }>(
      platform.hostOf(NORTHSIDE),
      REVEAL_CONTACT_PHONE,
      { locationId: encodeGlobalID('Location', second.id) },
      newConnection(),
    );
    expect(digits(byLocation.data!.revealContactPhone.phone)).toBe(digits(second.contact.phone!));
    const main = await platform.query<{ revealContactPhone: { phone: string; location: null } }>(
      platform.hostOf(NORTHSIDE),
      REVEAL_CONTACT_PHONE,
      {},
      newConnection(),
    );
    expect(digits(main.data!.revealContactPhone.phone)).toBe(digits(site.config.contact.phone));
    expect(main.data!.revealContactPhone.location).toBeNull();
    const reveals = await records.contactPhoneReveals();
    expect(reveals).toHaveLength(before + 2);
    expect(reveals.slice(0, 2).map((r) => r.locationId)).toEqual(
      expect.arrayContaining([second.id, null]),
    );
  });

  it('reveals a location’s landline, and refuses a landline the location does not have', async () => {
    const site = platform.site(NORTHSIDE);
    const withLandline = site.locations.find((l) => l.contact.landlinePhone)!;
    const without = site.locations.find((l) => !l.contact.landlinePhone)!;
    const reveal = (location: { id: string } | null) =>
      platform.query<{ revealContactPhone: { phone: string } }>(
        platform.hostOf(NORTHSIDE),
        REVEAL_CONTACT_PHONE,
        {
          locationId: location && encodeGlobalID('Location', location.id),
          line: 'LANDLINE',
        },
        newConnection(),
      );
    const revealed = await reveal(withLandline);
    expect(digits(revealed.data!.revealContactPhone.phone)).toBe(
      digits(withLandline.contact.landlinePhone!),
    );
    expect(refusalOf(await reveal(without))).toMatchObject({
      __typename: 'ValidationError',
      issues: [expect.objectContaining({ field: 'line' })],
    });
    expect(refusalOf(await reveal(null))).toMatchObject({
      __typename: 'ValidationError',
      issues: [expect.objectContaining({ field: 'locationId' })],
    });
  });

  it('refuses the holiday-hours number of a site that has none', async () => {
    const response = await platform.query(
      platform.hostOf(NORTHSIDE),
      REVEAL_CONTACT_PHONE,
      { line: 'HOLIDAY_NOTE' },
      newConnection(),
    );
    expect(platform.site(NORTHSIDE).config.locations.holidayHoursNotePhone ?? null).toBeNull();
    expect(refusalOf(response)).toMatchObject({
      __typename: 'ValidationError',
      issues: [expect.objectContaining({ field: 'line' })],
    });
  });

  it('refuses another site’s car or location as not found, recording nothing', async () => {
    const coastalCar = carOf(COASTAL);
    const car = await platform.query(
      platform.hostOf(NORTHSIDE),
      REVEAL_DEALER_PHONE,
      { carId: encodeGlobalID('Car', coastalCar.id) },
      newConnection(),
    );
    expect(refusalOf(car)).toMatchObject({ __typename: 'NotFoundError', field: 'carId' });
    const coastalLocation = platform.site(COASTAL).locations[0]!;
    const location = await platform.query(
      platform.hostOf(NORTHSIDE),
      REVEAL_CONTACT_PHONE,
      { locationId: encodeGlobalID('Location', coastalLocation.id) },
      newConnection(),
    );
    expect(refusalOf(location)).toMatchObject({ __typename: 'NotFoundError', field: 'locationId' });
  });

  it('refuses reveals past the connection’s allowance with a typed error, counting none', async () => {
    const connection = newConnection();
    const car = carOf(STINGY);
    const reveal = () =>
      platform.query(
        platform.hostOf(STINGY),
        REVEAL_DEALER_PHONE,
        { carId: encodeGlobalID('Car', car.id) },
        connection,
      );
    expect(refusalOf(await reveal())).toBeUndefined();
    expect(refusalOf(await reveal())).toBeUndefined();
    const refused = refusalOf(await reveal());
    expect(refused).toMatchObject({ __typename: 'RateLimitedError', scope: 'CONNECTION' });
    expect(refused?.message).toMatch(/Too many phone numbers shown to this connection/);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    const records = platform.records.forSite(platform.site(STINGY));
    expect(await records.phoneReveals(car.id)).toHaveLength(2);
    // Another shopper is not held up by this one.
    expect(
      refusalOf(
        await platform.query(
          platform.hostOf(STINGY),
          REVEAL_DEALER_PHONE,
          { carId: encodeGlobalID('Car', car.id) },
          newConnection(),
        ),
      ),
    ).toBeUndefined();
  });
});

describe('numbers of a site that shows them whole', () => {
  it('reveals the holiday-hours note’s number of a site that sets one', async () => {
    const site = platform.site(COASTAL);
    const response = await platform.query<{ revealContactPhone: { phone: string } }>(
      platform.hostOf(COASTAL),
      REVEAL_CONTACT_PHONE,
      { line: 'HOLIDAY_NOTE' },
      newConnection(),
    );
    expect(digits(response.data!.revealContactPhone.phone)).toBe(
      digits(site.config.locations.holidayHoursNotePhone!),
    );
  });

  it('answers whole numbers, and a reveal still answers and counts', async () => {
    const data = await everyPhone(COASTAL);
    expect(data.site.contact.phoneReveal).toBe('IMMEDIATE');
    expect(data.car.dealerPhone).not.toContain('*');
    expect(data.site.contact.phone).toBe('07 5591 2200');
    const car = carOf(COASTAL);
    const response = await platform.query<{ revealDealerPhone: { phone: string } }>(
      platform.hostOf(COASTAL),
      REVEAL_DEALER_PHONE,
      { carId: encodeGlobalID('Car', car.id) },
      newConnection(),
    );
    expect(response.data?.revealDealerPhone.phone).toBe(data.car.dealerPhone);
    const records = platform.records.forSite(platform.site(COASTAL));
    expect(await records.phoneReveals(car.id)).toHaveLength(1);
  });
});
