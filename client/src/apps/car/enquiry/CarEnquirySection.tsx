import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useFragment, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import CarEnquiryPanelQueryNode, {
  type CarEnquiryPanelQuery,
} from '../../../__generated__/CarEnquiryPanelQuery.graphql';
import type { CarEnquirySection_car$key } from '../../../__generated__/CarEnquirySection_car.graphql';
import { useWhenNearViewport } from '../../../on-demand/useWhenNearViewport';
import { ENQUIRE_HREF } from '../sidebar/car-action-links';
import { loadEnquiryPanel, loadedEnquiryPanel } from './enquiry-panel-code';
import './car-enquiry-section.css';

// The forms, their library and their schemas are code of their own, loaded with the page's data
// (enquiry-panel-code.ts), or when the section is about to be seen or the shopper asks for them.
const LazyCarEnquiryPanel = lazy(() =>
  loadEnquiryPanel().then((module) => ({ default: module.CarEnquiryPanel })),
);

/** The section's id: the Enquire buttons' target. */
const SECTION_ID = ENQUIRE_HREF.slice(1);

const logLoadFailure = (error: unknown) => console.error('Could not load the enquiry form', error);

/**
 * The vehicle page's "Enquire" section (#enquire): the enquiry form and, where the site takes
 * test-drive bookings, the test-drive form. Until they load, a placeholder of the forms' height
 * holds their place, so nothing below moves when they arrive. They load when the section comes
 * near the screen, when an Enquire link is pressed, or at once when the address points at it.
 * When the page loaded their query with it (`preloaded`), the server renders them in the page:
 * a browser without JavaScript sends the enquiry as a plain form, and the one with JavaScript
 * keeps the server's form on screen until their code arrives to take over.
 */
export function CarEnquirySection({
  car,
  preloaded = null,
}: {
  car: CarEnquirySection_car$key;
  /** The forms' query, loaded with the page: the forms then render on the server too. */
  preloaded?: PreloadedQuery<CarEnquiryPanelQuery> | null;
}) {
  const data = useFragment(
    graphql`
      fragment CarEnquirySection_car on Car {
        internalId
        name
        path
        location {
          internalId
          dealershipSlug
        }
      }
    `,
    car,
  );
  const sectionRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const [queryRef, loadQuery] = useQueryLoader<CarEnquiryPanelQuery>(
    CarEnquiryPanelQueryNode,
    preloaded,
  );
  const waiting = queryRef == null;
  const load = useCallback(() => {
    loadQuery({}, { fetchPolicy: 'store-or-network' });
  }, [loadQuery]);

  useWhenNearViewport(sectionRef, waiting ? load : null);
  useEffect(() => {
    if (!waiting) return;
    if (window.location.hash === ENQUIRE_HREF) {
      load();
      return;
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`a[href="${ENQUIRE_HREF}"]`)) load();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [waiting, load]);

  const CarEnquiryPanel = loadedEnquiryPanel()?.CarEnquiryPanel ?? LazyCarEnquiryPanel;
  const placeholder = (
    <div className="car-enquiry__placeholder" role="status">
      Loading the form…
    </div>
  );
  return (
    <section
      ref={sectionRef}
      id={SECTION_ID}
      className="car-enquiry"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h2 className="car-enquiry__title" id={headingId}>
        Enquire about this vehicle
      </h2>
      <div className="car-enquiry__body">
        {queryRef == null ? (
          placeholder
        ) : (
          <ErrorBoundary
            fallback={
              <p className="car-enquiry__failed" role="alert">
                The form couldn't be loaded. Check your connection and reload the page.
              </p>
            }
            onError={logLoadFailure}
          >
            <Suspense fallback={placeholder}>
              <CarEnquiryPanel
                queryRef={queryRef}
                car={{
                  internalId: data.internalId,
                  name: data.name,
                  path: data.path,
                  locationId: data.location.internalId,
                  dealershipSlug: data.location.dealershipSlug,
                }}
              />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </section>
  );
}
