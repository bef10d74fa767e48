/** The page of the web client that answers an alert's unsubscribe link; server and client share it. */
export const UNSUBSCRIBE_PATH = '/similar-alerts/unsubscribe';

/** The unsubscribe link of an alert, relative to its site's address. */
export function unsubscribePath(token: string): string {
  return `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token }).toString()}`;
}
