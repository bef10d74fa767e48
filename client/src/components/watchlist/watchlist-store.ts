import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * What a save or removal changes in the Relay store, applied at once (optimistically) and again
 * with the server's answer: the car's `inWatchlist`, and the shopper's list when a page holds it
 * (the /watchlist page and the garage drop a removed card at once).
 */
export function applyWatchlistChange(
  store: RecordSourceSelectorProxy,
  carId: string,
  saved: boolean,
): void {
  const car = store.get(carId);
  if (!car) return;
  car.setValue(saved, 'inWatchlist');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const list = viewer?.getLinkedRecords('watchlist');
  if (!viewer || !list) return;
  const others = list.filter((entry) => entry.getDataID() !== carId);
  viewer.setLinkedRecords(saved ? [car, ...others] : others, 'watchlist');
}

/** What a save or removal came to, for the button to act on. */
export type WatchlistOutcome =
  | { readonly kind: 'done' }
  /** Sign in (or add a mobile number) first: the sign-in page for the watchlist. */
  | { readonly kind: 'signIn'; readonly path: string }
  /** Refused for another reason: the message to show. */
  | { readonly kind: 'refused'; readonly message: string };

interface WatchlistAnswer {
  readonly __typename: string;
  readonly message?: string;
  readonly signInPath?: string;
}

const PAYLOADS = new Set(['SaveCarToWatchlistPayload', 'RemoveCarFromWatchlistPayload']);

export function outcomeOf(answer: WatchlistAnswer): WatchlistOutcome {
  if (PAYLOADS.has(answer.__typename)) return { kind: 'done' };
  if (answer.signInPath) return { kind: 'signIn', path: answer.signInPath };
  return { kind: 'refused', message: answer.message ?? 'The watchlist could not be updated.' };
}
