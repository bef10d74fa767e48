import { Suspense, useEffect, type ReactNode } from 'react';
import { partAwaited, partHydrated } from './hydration-progress';

/** Rendered after a part's content: its effect runs once that content has hydrated. */
function PartHydrated() {
  useEffect(partHydrated, []);
  return null;
}

/**
 * A large part of a page (the header, the search's filters, its results, a vehicle's details)
 * that React hydrates and commits on its own. React commits a hydrated tree in one task, and
 * without boundaries the whole page was one: on coastal's search page a task of about 465 ms on
 * Lighthouse's phone (CPU 4× slower), most of its blocking time. A Suspense boundary the server
 * rendered complete is hydrated as a part of its own, one task each, with the browser free to
 * paint and respond between them; a press on a part not yet hydrated hydrates it first, then
 * reaches it. Nothing in these parts suspends (their data and code arrive with the page and
 * before a navigation renders), so the empty fallback is never shown.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  useEffect(partAwaited, []);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated />
    </Suspense>
  );
}
