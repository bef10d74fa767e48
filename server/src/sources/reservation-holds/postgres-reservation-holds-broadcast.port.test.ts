import type { Site } from '@forecourt/tenants/site';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationHoldsBroadcast } from '../../reservations/reservation-holds-broadcast.port.js';
import { harbourSite, outbackSite } from '../../stock/testing/fixture-sites.js';
import { throwawayDatabases } from '../../testing/throwaway-databases.js';
import {
  HOLDS_LISTENER_APPLICATION_NAME,
  MAX_HOLDS_PAYLOAD_LENGTH,
  RESERVATION_HOLDS_CHANNEL,
  createPostgresReservationHoldsBroadcast,
} from './postgres-reservation-holds-broadcast.js';

/**
 * Two replicas' broadcasts on one real PostgreSQL server (TEST_DATABASE_URL; skipped, visibly,
 * without it), in a throwaway database of this run: what one announces the other hears, the
 * announcer does not hear itself, stray payloads are ignored, and a listener whose connection was
 * killed comes back and has every site read afresh.
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
  }, 60_000);
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((broadcast) => broadcast.close()));
  });
  afterAll(async () => {
    await admin.end();
    await databases.dropAll();
  });

  it("tells another replica which site's holds changed, and not the replica that announced", async () => {
    const first = await listening();
    const second = await listening();

    await first.broadcast.announce(harbourSite);
    await expect.poll(() => second.heard).toEqual(['harbour-motors']);
    await second.broadcast.announce(outbackSite);
    await expect.poll(() => first.heard).toEqual(['outback-used-cars']);
    await settle();
    // Each invalidated itself when it announced: its own echo is not a second change.
    expect(first.heard).toEqual(['outback-used-cars']);
    expect(second.heard).toEqual(['harbour-motors']);
    expect([...first.errors, ...second.errors]).toEqual([]);
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
    // Long enough for the announcement below to be sent while nobody listens.
    const replica = await listening(1_000);
    const announcer = open();
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
    await announcer.broadcast.announce(harbourSite);
    expect(replica.heard).toEqual([]);
    // Which site changed meanwhile is not known, so every site it serves is read again.
    await expect
      .poll(() => replica.heard, { timeout: 10_000 })
      .toEqual(SITES.map((site) => site.config.slug));

    // And it listens again.
    await announcer.broadcast.announce(outbackSite);
    await expect
      .poll(() => replica.heard.slice(SITES.length), { timeout: 5_000 })
      .toEqual(['outback-used-cars']);
    expect(announcer.errors).toEqual([]);
  }, 30_000);

  it('reports an announcement it could not send, without throwing', async () => {
    const replica = open();
    await replica.broadcast.close();
    await expect(replica.broadcast.announce(harbourSite)).resolves.toBeUndefined();
    expect(replica.errors).toEqual([
      expect.stringMatching(/could not be told that harbour-motors's holds changed/),
    ]);
  });
});
