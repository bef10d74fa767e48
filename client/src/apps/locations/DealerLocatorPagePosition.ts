import { useCallback, useState, useSyncExternalStore } from 'react';
import type { LatLong } from '@forecourt/schema/geo/haversine';

/** How long the browser may take to find the shopper before the button says it could not. */
const POSITION_TIMEOUT_MS = 15_000;
/** A position up to 10 minutes old is near enough to order dealerships by. */
const POSITION_MAX_AGE_MS = 600_000;

const neverChanges = () => () => undefined;
const hasGeolocation = () => 'geolocation' in navigator;

/**
 * Whether the browser can be asked for the shopper's position: known only in the browser, so the
 * server's page (and one without JavaScript) says no, and hydration starts from that before taking
 * the browser's answer. Only the button that asks reads it, so only it renders again.
 */
export function useGeolocationAvailable(): boolean {
  return useSyncExternalStore(neverChanges, hasGeolocation, () => false);
}

export interface MyPosition {
  locating: boolean;
  position: LatLong | null;
  /** Why there is no position, for the shopper; null when none was refused. */
  problem: string | null;
  locate: () => void;
  forget: () => void;
}

/**
 * The shopper's position from the browser, asked for only when they press "Use my location".
 * It stays in the page: the list is ordered here, so no address of theirs reaches the server.
 */
export function useMyPosition(): MyPosition {
  const [locating, setLocating] = useState(false);
  const [position, setPosition] = useState<LatLong | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = useCallback(() => {
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setPosition({ lat: coords.latitude, long: coords.longitude });
      },
      (error) => {
        setLocating(false);
        setProblem(
          error.code === error.PERMISSION_DENIED
            ? 'Your browser did not share your location. Enter a postcode instead.'
            : 'Your location could not be found. Enter a postcode instead.',
        );
      },
      { timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  }, []);
  const forget = useCallback(() => setPosition(null), []);

  return { locating, position, problem, locate, forget };
}
