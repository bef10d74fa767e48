import { encodeGlobalID } from '@pothos/plugin-relay';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockDocument } from '../../stock/stock-document.js';
import { similarityCriteria } from '../../stock/similar-cars.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';
import { expectAnswered, refusalOf, typedErrorFields } from '../common/testing/typed-errors.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;
const SIZE = 200;
const COASTAL = 'coastal-motor-group';
const NORTHSIDE = 'northside-used-cars';

beforeAll(async () => {
  platform = await createTestPlatform(SIZE);
});
afterAll(async () => {
  await platform.close();
});

/** The site's cars as its pages see them at the test clock (sold ones within their window). */
async function visibleCars(slug: string): Promise<StockDocument[]> {
  const site = platform.site(slug);
  const ids = generateStock(site, { size: SIZE, now: TEST_NOW }).map((car) => car.id);
  const found = await platform.stockSearch.forSite(site, () => TEST_NOW).findByIds(ids);
  return found.filter((car): car is StockDocument => car !== null);
}
const soldCars = async (slug: string) =>
  (await visibleCars(slug)).filter((car) => car.status === 'sold');
const carGlobalId = (car: StockDocument) => encodeGlobalID('Car', car.id);
const recordsOf = (slug: string) => platform.records.forSite(platform.site(slug));

const REQUEST = /* GraphQL */ `
  mutation RequestSimilarCarAlert($input: RequestSimilarCarAlertInput!) {
    requestSimilarCarAlert(input: $input) {
      ... on RequestSimilarCarAlertPayload {
        alert {
          id
          status
        }
      }
      ${typedErrorFields('ValidationError', 'NotFoundError')}
    }
  }
`;
interface RequestData {
  requestSimilarCarAlert: { alert: { id: string; status: string } };
}

const UNSUBSCRIBE = /* GraphQL */ `
  mutation UnsubscribeSimilarCarAlert($token: String!) {
    unsubscribeSimilarCarAlert(token: $token) {
      ... on UnsubscribeSimilarCarAlertPayload {
        unsubscribed
      }
      ${typedErrorFields('ValidationError')}
    }
  }
`;
interface UnsubscribeData {
  unsubscribeSimilarCarAlert: { unsubscribed: boolean };
}

const SIMILAR_CARS = /* GraphQL */ `
  query SimilarCars($slug: String!) {
    car(slug: $slug) {
      similarCars {
        internalId
      }
    }
  }
`;

const request = (slug: string, input: Record<string, unknown>) =>
  platform.query<RequestData>(platform.hostOf(slug), REQUEST, { input });
const unsubscribe = (slug: string, token: string) =>
  platform.query<UnsubscribeData>(platform.hostOf(slug), UNSUBSCRIBE, { token });

describe('requestSimilarCarAlert', () => {
  it('stores a waiting alert on a sold car, knowing the similar cars already in stock', async () => {
    const [car] = await soldCars(COASTAL);
    const response = await request(COASTAL, {
      carId: carGlobalId(car!),
      email: 'shopper@example.com',
      phone: '+61 412 345 678',
    });
    expectAnswered(response);
    const alert = response.data!.requestSimilarCarAlert.alert;
    expect(alert).toEqual({ id: expect.any(String), status: 'WAITING' });

    const [stored] = await recordsOf(COASTAL).similarCarAlerts({ carId: car!.id });
    expect(stored).toMatchObject({
      id: alert.id,
      carId: car!.id,
      criteria: similarityCriteria(car!, platform.site(COASTAL)),
      email: 'shopper@example.com',
      phone: '04 1234 5678',
      status: 'waiting',
      createdAt: TEST_NOW,
    });
    const strip = await platform.query<{ car: { similarCars: { internalId: string }[] } }>(
      platform.hostOf(COASTAL),
      SIMILAR_CARS,
      { slug: car!.slug },
    );
    const shown = strip.data!.car.similarCars.map((similar) => similar.internalId);
    expect(shown.length).toBeGreaterThan(0);
    expect(stored?.knownSimilarCarIds).toEqual(expect.arrayContaining(shown));
  });

  it('takes a phone alone, a blank e-mail counting as none', async () => {
    const [, car] = await soldCars(COASTAL);
    const response = await request(COASTAL, {
      carId: carGlobalId(car!),
      email: '  ',
      phone: '0412 345 679',
    });
    expect(response.data?.requestSimilarCarAlert.alert.status).toBe('WAITING');
    const [stored] = await recordsOf(COASTAL).similarCarAlerts({ carId: car!.id });
    expect(stored).toMatchObject({ email: null, phone: '04 1234 5679' });
  });

  it('takes an e-mail alone, a null phone counting as none', async () => {
    const [, , , car] = await soldCars(COASTAL);
    const response = await request(COASTAL, {
      carId: carGlobalId(car!),
      email: 'nulls@example.com',
      phone: null,
    });
    expectAnswered(response);
    const [stored] = await recordsOf(COASTAL).similarCarAlerts({ carId: car!.id });
    expect(stored).toMatchObject({ email: 'nulls@example.com', phone: null });
  });

  it('answers the waiting alert when the same shopper asks again', async () => {
    const [, , car] = await soldCars(COASTAL);
    const input = { carId: carGlobalId(car!), email: 'again@example.com' };
    const first = await request(COASTAL, input);
    const second = await request(COASTAL, input);
    expect(second.data?.requestSimilarCarAlert.alert).toEqual(
      first.data?.requestSimilarCarAlert.alert,
    );
    expect(await recordsOf(COASTAL).similarCarAlerts({ carId: car!.id })).toHaveLength(1);
  });

  describe('rejects input, naming the field', () => {
    const expectRejected = async (
      input: Record<string, unknown>,
      field: string,
      message: string | RegExp,
    ) => {
      const response = await request(COASTAL, input);
      expect(response.errors).toBeUndefined();
      const refusal = refusalOf(response);
      expect(refusal?.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
      // An id naming nothing is its own type; any other refusal lists its fields.
      const issues =
        refusal?.__typename === 'NotFoundError'
          ? [{ field: refusal.field, message: refusal.reason }]
          : refusal?.issues;
      expect(issues).toEqual([{ field, message: expect.any(String) }]);
      expect(issues?.[0]?.message).toMatch(message);
    };

    it('without an e-mail or a phone', async () => {
      const [car] = await soldCars(COASTAL);
      const before = await recordsOf(COASTAL).similarCarAlerts({ carId: car!.id });
      await expectRejected(
        { carId: carGlobalId(car!), email: '', phone: ' ' },
        'input.email',
        'Enter an e-mail address or a phone number so we can tell you.',
      );
      for (const input of [
        { carId: carGlobalId(car!) },
        { carId: carGlobalId(car!), email: null, phone: null },
      ]) {
        await expectRejected(input, 'input.email', /e-mail address or a phone/);
      }
      expect(await recordsOf(COASTAL).similarCarAlerts({ carId: car!.id })).toEqual(before);
    });

    it('with an e-mail that is not one', async () => {
      const [car] = await soldCars(COASTAL);
      await expectRejected(
        { carId: carGlobalId(car!), email: 'shopper-at-example.com' },
        'input.email',
        /name@example\.com/,
      );
    });

    it('with a phone that is not Australian', async () => {
      const [car] = await soldCars(COASTAL);
      await expectRejected(
        { carId: carGlobalId(car!), phone: '+1 415 555 0100' },
        'input.phone',
        /Australian phone number/,
      );
    });

    it('for a car still for sale', async () => {
      const available = (await visibleCars(COASTAL)).filter(
        (car) => car.status === 'in_stock' || car.status === 'coming_soon',
      );
      for (const status of ['in_stock', 'coming_soon']) {
        const car = available.find((candidate) => candidate.status === status)!;
        await expectRejected(
          { carId: carGlobalId(car), email: 'shopper@example.com' },
          'input.carId',
          /still for sale/,
        );
        expect(await recordsOf(COASTAL).similarCarAlerts({ carId: car.id })).toEqual([]);
      }
    });

    it('for a car of another site, or an id that is not a car’s', async () => {
      const [northsideCar] = await soldCars(NORTHSIDE);
      for (const carId of [
        carGlobalId(northsideCar!),
        'not-a-global-id',
        encodeGlobalID('Location', 'loc-1'),
      ]) {
        await expectRejected(
          { carId, email: 'shopper@example.com' },
          'input.carId',
          'is not the id of a vehicle of this site',
        );
      }
      expect(await recordsOf(NORTHSIDE).similarCarAlerts({ carId: northsideCar!.id })).toEqual([]);
    });
  });
});

describe('unsubscribeSimilarCarAlert', () => {
  /** A fresh alert on one of the site's sold cars, with its stored record. */
  async function newAlert(slug: string, email: string) {
    const [car] = await soldCars(slug);
    const response = await request(slug, { carId: carGlobalId(car!), email });
    const id = response.data!.requestSimilarCarAlert.alert.id;
    const stored = await recordsOf(slug).similarCarAlerts({ carId: car!.id });
    return stored.find((alert) => alert.id === id)!;
  }

  it('unsubscribes with the token of the alert’s link, harmlessly again', async () => {
    const alert = await newAlert(COASTAL, 'leaving@example.com');
    const first = await unsubscribe(COASTAL, alert.unsubscribeToken);
    expect(first.data).toEqual({
      unsubscribeSimilarCarAlert: {
        __typename: 'UnsubscribeSimilarCarAlertPayload',
        unsubscribed: true,
      },
    });
    const again = await unsubscribe(COASTAL, alert.unsubscribeToken);
    expect(again.data).toEqual({
      unsubscribeSimilarCarAlert: {
        __typename: 'UnsubscribeSimilarCarAlertPayload',
        unsubscribed: true,
      },
    });
    const [stored] = (await recordsOf(COASTAL).similarCarAlerts({ carId: alert.carId })).filter(
      (candidate) => candidate.id === alert.id,
    );
    expect(stored).toMatchObject({ status: 'unsubscribed', unsubscribedAt: TEST_NOW });

    // Asking again afterwards starts a new alert rather than reviving the old one.
    const renewed = await request(COASTAL, {
      carId: encodeGlobalID('Car', alert.carId),
      email: 'leaving@example.com',
    });
    expect(renewed.data?.requestSimilarCarAlert.alert.id).not.toBe(alert.id);
    expect(renewed.data?.requestSimilarCarAlert.alert.status).toBe('WAITING');
  });

  it('answers false for a token that names no alert', async () => {
    const response = await unsubscribe(COASTAL, 'no-such-token');
    expect(response.data).toEqual({
      unsubscribeSimilarCarAlert: {
        __typename: 'UnsubscribeSimilarCarAlertPayload',
        unsubscribed: false,
      },
    });
  });

  it('cannot unsubscribe another site’s alert', async () => {
    const alert = await newAlert(NORTHSIDE, 'northside@example.com');
    const response = await unsubscribe(COASTAL, alert.unsubscribeToken);
    expect(response.data).toEqual({
      unsubscribeSimilarCarAlert: {
        __typename: 'UnsubscribeSimilarCarAlertPayload',
        unsubscribed: false,
      },
    });
    const stored = await recordsOf(NORTHSIDE).similarCarAlerts({ carId: alert.carId });
    expect(stored.find((candidate) => candidate.id === alert.id)?.status).toBe('waiting');
  });

  it('rejects an empty token, naming it', async () => {
    const response = await unsubscribe(COASTAL, '');
    expect(response.errors).toBeUndefined();
    expect(refusalOf(response)).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(/^token: /),
      issues: [{ field: 'token', message: expect.any(String) }],
    });
  });
});
