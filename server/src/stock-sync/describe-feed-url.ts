/** A feed's address as logs, errors and pages show it: without its query, which may hold a token. */
export function describeFeedUrl(url: string): string {
  if (!URL.canParse(url)) return 'the feed';
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}
