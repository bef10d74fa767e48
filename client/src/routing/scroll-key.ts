import type { Location } from './route-types';

/**
 * The key a page's scroll position is kept under. An entry a navigation of the router made has a
 * key of its own; an entry the browser loaded as a document has none (`default`), and every such
 * page would share one place: a page opened from another by a full load, a plain form's answer
 * say, was scrolled on hydration to where the shopper had left the page before it (and a press
 * made as it hydrated landed elsewhere). Such an entry is kept by its address instead, which a
 * reload of it still finds.
 */
export const scrollKeyOf = ({ key, pathname, search }: Location): string =>
  key === 'default' ? `default ${pathname}${search}` : key;
