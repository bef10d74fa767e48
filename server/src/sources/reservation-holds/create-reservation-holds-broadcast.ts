import type { Site } from '@forecourt/tenants/site';
import { logger } from '../../logger.js';
import type { ReservationHoldsBroadcast } from '../../reservations/reservation-holds-broadcast.port.js';
import { localReservationHoldsBroadcast } from './local-reservation-holds-broadcast.js';
import { createPostgresReservationHoldsBroadcast } from './postgres-reservation-holds-broadcast.js';

/**
 * PostgreSQL when DATABASE_URL is set (the records' database, which every replica shares), else
 * nothing to broadcast: the embedded records have one process.
 */
export function createReservationHoldsBroadcastFromEnv(
  sites: readonly Site[],
  env: NodeJS.ProcessEnv = process.env,
): ReservationHoldsBroadcast {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (!databaseUrl) return localReservationHoldsBroadcast();
  return createPostgresReservationHoldsBroadcast({
    connectionString: databaseUrl,
    sites,
    onError: (error) => logger.error({ err: error }, 'reservation holds: PostgreSQL connection'),
  });
}
