import { useState } from 'react';
import { useHydrated } from '../shell/useHydrated';

/**
 * The HTML the server rendered inside the element with this id, read as the page hydrates: an
 * element rendered with it (`dangerouslySetInnerHTML`) keeps the server's content as it is, live
 * for the shopper but untouched by React, until its code is wanted. Null on the server and when
 * the element was rendered in the browser (a page opened by a link of the site).
 */
export function useServerRenderedHtml(id: string): string | null {
  const hydrated = useHydrated();
  const [html] = useState(() =>
    hydrated || typeof document === 'undefined'
      ? null
      : (document.getElementById(id)?.innerHTML ?? null),
  );
  return html;
}
