import type { ReservationHoldsBroadcast } from '../../reservations/reservation-holds-broadcast.port.js';

/**
 * The embedded records (PGlite) belong to one process: the replica that changed the holds has
 * invalidated itself, and there is no other to hear of it.
 */
export function localReservationHoldsBroadcast(): ReservationHoldsBroadcast {
  return {
    listen: () => Promise.resolve({ close: () => Promise.resolve() }),
    close: () => Promise.resolve(),
  };
}
