import type { Site } from '@forecourt/tenants/site';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationHoldsBroadcast } from '../../reservations/reservation-holds-broadcast.port.js';
import { newReservation } from '../../reservations/testing/sample-reservation.js';
import { harbourSite, outbackSite } from '../../stock/testing/fixture-sites.js';
import { throwawayDatabases } from '../../testing/throwaway-databases.js';
import { createPostgresRecords } from '../records/create-records.js';
import type { KyselyRecords } from '../records/kysely/kysely-records.js';
import {
  HOLDS_LISTENER_APPLICATION_NAME,
  MAX_HOLDS_PAYLOAD_LENGTH,
  RESERVATION_HOLDS_CHANNEL,
  createPostgresReservationHoldsBroadcast,
} from './postgres-reservation-holds-broadcast.js';

/**
 * Two replicas' broadcasts on one real PostgreSQL server (TEST_DATABASE_URL; skipped, visibly,
 * without it), in a throwaway database of this run with the records' tables: a reservation's
 * change of state, made through the records, is heard by every replica as it commits and not
 * when rolled back; stray payloads are ignored; and a listener whose connection was killed comes
 * back and has every site read afresh.
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim();

/** A site whose slug is longer than any announcement is let be: its name alone is refused. */
const longSlugSite: Site = {
  ...outbackSite,
  config: { ...outbackSite.config, slug: 'a'.repeat(MAX_HOLDS_PAYLOAD_LENGTH + 1) },
};
const SITES: readonly Site[] = [harbourSite, outbackSite, longSlugSite];
/** Long enough for an echo or a stray notification to have arrived, were it to. */
const SETTLE_MS = 300;

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

describe.skipIf(!serverUrl)('reservation holds through PostgreSQL at TEST_DATABASE_URL', () => {
  const databases = throwawayDatabases(serverUrl ?? '');
  let url: string;
  let admin: pg.Client;
  let records: KyselyRecords;
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
  /** A reservation of `site`, made and then paid through the records, as the desk does. */
  const reserveAndPay = async (site: Site) => {
    const siteRecords = records.forSite(site);
    const reservation = newReservation({ paymentDueBy: at(30) });
    await siteRecords.createReservation(reservation, at(0));
    await siteRecords.moveReservation(reservation.id, ['pending'], 'paid', at(1), {
      holdUntil: at(59),
    });
    return reservation.id;
  };
  const opened: ReservationHoldsBroadcast[] = [];
  const open = (retryMs?: number) => {
    const errors: string[] = [];
    const broadcast = createPostgresReservationHoldsBroadcast({
      connectionString: url,
      sites: SITES,
      onError: (error) => void errors.push((error as Error).message),
      retryMs,
    });
    opened.push(broadcast);
    return { broadcast, errors };
  };
  /** A replica listening: the slugs it was told of, in order. */
  const listening = async (retryMs?: number) => {
    const replica = open(retryMs);
    const heard: string[] = [];
    await replica.broadcast.listen((site) => void heard.push(site.config.slug));
    return { ...replica, heard };
  };

  beforeAll(async () => {
    url = await databases.create();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    records = createPostgresRecords({ connectionString: url });
    await records.migrate();
  }, 60_000);
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((broadcast) => broadcast.close()));
  });
  afterAll(async () => {
    await records.close();
    await admin.end();
    await databases.dropAll();
  });

  it("tells every replica which site's reservation changed state, as it commits", async () => {
    const first = await listening();
    const second = await listening();

    // Made pending: no hold moved, nothing is said.
    const harbour = records.forSite(harbourSite);
    const reservation = newReservation({ paymentDueBy: at(30) });
    await harbour.createReservation(reservation, at(0));
    await harbour.setPaymentSession(reservation.id, 'session-1', at(0));
    await settle();
    expect([first.heard, second.heard]).toEqual([[], []]);

    await harbour.moveReservation(reservation.id, ['pending'], 'paid', at(1), {
      holdUntil: at(59),
    });
    await expect
      .poll(() => [first.heard, second.heard])
      .toEqual([['harbour-motors'], ['harbour-motors']]);
    await reserveAndPay(outbackSite);
    await expect.poll(() => second.heard).toEqual(['harbour-motors', 'outback-used-cars']);
    expect([...first.errors, ...second.errors]).toEqual([]);
  });

  it('says nothing of a change rolled back, and a change only once it commits', async () => {
    const replica = await listening();
    const id = await reserveAndPay(harbourSite);
    await expect.poll(() => replica.heard).toEqual(['harbour-motors']);

    const writer = new pg.Client({ connectionString: url });
    await writer.connect();
    try {
      const confirm = `update reservations set state = 'confirmed' where id = $1`;
      await writer.query('begin');
      await writer.query(confirm, [id]);
      await settle();
      // Not committed yet: not heard.
      expect(replica.heard).toEqual(['harbour-motors']);
      await writer.query('rollback');
      await settle();
      expect(replica.heard).toEqual(['harbour-motors']);

      await writer.query('begin');
      await writer.query(confirm, [id]);
      await writer.query('commit');
      await expect.poll(() => replica.heard).toEqual(['harbour-motors', 'harbour-motors']);
    } finally {
      await writer.end();
    }
  });

  it('ignores a payload naming no site it serves, and one longer than any slug', async () => {
    const replica = await listening();
    const notify = (payload: string) =>
      admin.query('select pg_notify($1, $2)', [RESERVATION_HOLDS_CHANNEL, payload]);

    await notify('someone-elses-site');
    await notify('harbour-motors:1');
    await notify(longSlugSite.config.slug);
    await notify('');
    // Delivered in order: once this one is heard, the ones before it were read and let be.
    await notify('outback-used-cars');
    await expect.poll(() => replica.heard).toEqual(['outback-used-cars']);
    await settle();
    expect(replica.heard).toEqual(['outback-used-cars']);
  });

  it('reconnects after its connection is killed, and has every site read afresh', async () => {
    // Long enough for the change below to be made while nobody listens.
    const replica = await listening(1_000);
    // At start nothing is cached, so nothing is to be read again.
    await settle();
    expect(replica.heard).toEqual([]);

    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1 and datname = current_database()',
      [HOLDS_LISTENER_APPLICATION_NAME],
    );
    expect(rows).toEqual([{ ended: true }]);
    await expect
      .poll(() => replica.errors.some((error) => /connection was lost/.test(error)))
      .toBe(true);
    // Lost: the listener is between connections.
    await reserveAndPay(harbourSite);
    expect(replica.heard).toEqual([]);
    // Which site changed meanwhile is not known, so every site it serves is read again.
    await expect
      .poll(() => replica.heard, { timeout: 10_000 })
      .toEqual(SITES.map((site) => site.config.slug));

    // And it listens again.
    await reserveAndPay(outbackSite);
    await expect
      .poll(() => replica.heard.slice(SITES.length), { timeout: 5_000 })
      .toEqual(['outback-used-cars']);
  }, 30_000);
});
