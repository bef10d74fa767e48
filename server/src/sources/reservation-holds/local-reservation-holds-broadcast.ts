import type { ReservationHoldsBroadcast } from '../../reservations/reservation-holds-broadcast.port.js';

/**
 * The embedded records (PGlite) belong to one process: the replica that changed the holds has
 * invalidated itself, and there is no other to tell.
 */
export function localReservationHoldsBroadcast(): ReservationHoldsBroadcast {
  return {
    announce: () => Promise.resolve(),
    listen: () => Promise.resolve({ close: () => Promise.resolve() }),
    close: () => Promise.resolve(),
  };
}
