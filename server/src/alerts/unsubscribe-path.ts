/** Where the web client answers an alert's unsubscribe link (it calls `unsubscribeSimilarCarAlert`). */
export const UNSUBSCRIBE_PATH = '/similar-alerts/unsubscribe';

/** The unsubscribe link of an alert, relative to its site's address. */
export function unsubscribePath(token: string): string {
  return `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token }).toString()}`;
}
