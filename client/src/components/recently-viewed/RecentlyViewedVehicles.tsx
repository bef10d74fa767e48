import { Suspense, lazy, useDeferredValue, useId, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecentlyViewedVehicles_site$key } from '../../__generated__/RecentlyViewedVehicles_site.graphql';
import { useRecentlyViewed } from '../../recently-viewed/useRecentlyViewed';
import '../cars/stock-strip.css';
import './recently-viewed-vehicles.css';

// The cards' query and code load only for a shopper who has viewed vehicles before.
const RecentlyViewedResults = lazy(() =>
  import('./RecentlyViewedResults').then((m) => ({ default: m.RecentlyViewedResults })),
);

// A failed load only loses a convenience: the strip stays away and the page is unharmed.
const logLoadFailure = (error: unknown) =>
  console.error('Could not load recently viewed vehicles', error);

/**
 * The vehicles this shopper opened on this site, newest first, as cards in a strip with a Clear
 * button. The history lives in the browser, so the server renders nothing here and the strip
 * appears after hydration, once its cars have loaded; with no history (or none but `excludeId`,
 * the vehicle on screen) it renders nothing and takes no room. Mount it at the end of a page so
 * that its arrival moves nothing the shopper is reading.
 */
export function RecentlyViewedVehicles({
  site,
  excludeId = null,
}: {
  site: RecentlyViewedVehicles_site$key;
  /** The global id of a vehicle not to list (the one whose page this is). */
  excludeId?: string | null;
}) {
  const { slug } = useFragment(
    graphql`
      fragment RecentlyViewedVehicles_site on Site {
        slug
      }
    `,
    site,
  );
  const headingId = useId();
  const { entries, clear } = useRecentlyViewed(slug);
  const ids = useMemo(
    () => entries.filter((entry) => entry.id !== excludeId).map((entry) => entry.id),
    [entries, excludeId],
  );
  // Going from one vehicle page to the next keeps the old cards until the new list has loaded.
  const shownIds = useDeferredValue(ids);
  if (shownIds.length === 0) return null;
  return (
    <ErrorBoundary fallback={null} onError={logLoadFailure} resetKeys={[shownIds.join()]}>
      <Suspense fallback={null}>
        <RecentlyViewedResults ids={shownIds} headingId={headingId} onClear={clear} />
      </Suspense>
    </ErrorBoundary>
  );
}
