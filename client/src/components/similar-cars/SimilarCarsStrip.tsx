import { Suspense, lazy, startTransition, useCallback, useEffect, useId, useRef } from 'react';
import { graphql, useFragment, useQueryLoader } from 'react-relay/hooks';
import type { SimilarCarsStripQuery } from '../../__generated__/SimilarCarsStripQuery.graphql';
import type { SimilarCarsStrip_car$key } from '../../__generated__/SimilarCarsStrip_car.graphql';
import type { SimilarCarsStrip_site$key } from '../../__generated__/SimilarCarsStrip_site.graphql';
import { ErrorBoundary } from 'react-error-boundary';
import { useWhenNearViewport } from '../../on-demand/useWhenNearViewport';
import { SimilarCarPlaceholders } from './SimilarCarPlaceholders';
import { SimilarSearchLink } from './SimilarSearchLink';
import { pluralOfVehicleType } from '@forecourt/schema/labels/vehicle-type-label';
import './similar-cars-strip.css';

/**
 * The strip's own query, sent from the browser only: the page's first HTML and data stay small,
 * and a slow similar-vehicles search never holds the vehicle page back.
 */
const similarCarsQuery = graphql`
  query SimilarCarsStripQuery($slug: String!) {
    ...SimilarCarsResults_query
  }
`;

// The cards' code loads with the strip's data, not with the vehicle page.
const SimilarCarsResults = lazy(() =>
  import('./SimilarCarsResults').then((m) => ({ default: m.SimilarCarsResults })),
);

// Spec 2 §8: a failed load is only logged; the shopper gets the search link instead.
const logLoadFailure = (error: unknown) => console.error('Could not load similar vehicles', error);

/**
 * Similar vehicles (spec 2 §2, §4): below the details of every vehicle page, sold or not, when
 * the site has the strip. It loads after hydration, or, on sites that load it lazily, once it
 * comes within 500 px of view; 6 placeholders hold its place meanwhile. No result, a failed
 * load, or a browser without JavaScript (the server-rendered page) leaves a link to the matching
 * search.
 */
export function SimilarCarsStrip({
  car,
  site,
}: {
  car: SimilarCarsStrip_car$key;
  site: SimilarCarsStrip_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment SimilarCarsStrip_car on Car {
        slug
        ...SimilarSearchLink_car
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment SimilarCarsStrip_site on Site {
        features {
          similarVehicles
        }
        similarVehiclesLazyLoad
        labels {
          vehicleType
        }
        ...SimilarSearchLink_site
        ...SimilarCarPlaceholders_site
      }
    `,
    site,
  );
  const headingId = useId();
  const boxRef = useRef<HTMLElement>(null);
  const [queryRef, loadQuery] = useQueryLoader<SimilarCarsStripQuery>(similarCarsQuery);
  const { slug } = data;
  // A transition: the strip renders its cards in slices the browser can interleave with the
  // shopper's input, instead of one long task while the page is still loading.
  const load = useCallback(() => startTransition(() => loadQuery({ slug })), [loadQuery, slug]);

  const shown = siteData.features.similarVehicles;
  const lazy = siteData.similarVehiclesLazyLoad;
  const waiting = shown && queryRef == null;
  useWhenNearViewport(boxRef, waiting && lazy ? load : null);
  // Not lazy: load as soon as the page is interactive (effects do not run on the server).
  useEffect(() => {
    if (waiting && !lazy) load();
  }, [waiting, lazy, load]);

  if (!shown) return null;
  const fallback = (
    <p className="similar-cars__fallback">
      <SimilarSearchLink car={data} site={siteData} className="button" />
    </p>
  );
  return (
    <section ref={boxRef} className="similar-cars renders-near-screen" aria-labelledby={headingId}>
      <h2 className="similar-cars__title" id={headingId}>
        Similar {pluralOfVehicleType(siteData.labels.vehicleType)}
      </h2>
      {queryRef == null ? (
        <>
          <SimilarCarPlaceholders site={siteData} />
          {/* Without JavaScript the strip never loads: the link to the same search stands in. */}
          <noscript>{fallback}</noscript>
        </>
      ) : (
        <ErrorBoundary fallback={fallback} onError={logLoadFailure}>
          <Suspense fallback={<SimilarCarPlaceholders site={siteData} />}>
            <SimilarCarsResults queryRef={queryRef} fallback={fallback} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}
