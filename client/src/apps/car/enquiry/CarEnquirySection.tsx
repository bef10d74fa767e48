import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useFragment, useQueryLoader } from 'react-relay/hooks';
import CarEnquiryPanelQueryNode, {
  type CarEnquiryPanelQuery,
} from '../../../__generated__/CarEnquiryPanelQuery.graphql';
import type { CarEnquirySection_car$key } from '../../../__generated__/CarEnquirySection_car.graphql';
import { useWhenNearViewport } from '../../../on-demand/useWhenNearViewport';
import { ENQUIRE_HREF } from '../sidebar/car-action-links';
import './car-enquiry-section.css';

// The forms, their library and their schemas load only when the section is about to be seen or
// the shopper asks for it: they weigh nothing on the vehicle page's first load.
const loadPanel = () => import('./CarEnquiryPanel');
const CarEnquiryPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.CarEnquiryPanel })),
);

/** The section's id: the Enquire buttons' target. */
const SECTION_ID = ENQUIRE_HREF.slice(1);

const logLoadFailure = (error: unknown) => console.error('Could not load the enquiry form', error);

/**
 * The vehicle page's "Enquire" section (#enquire): the enquiry form and, where the site takes
 * test-drive bookings, the test-drive form. Until they load, a placeholder of the forms' height
 * holds their place, so nothing below moves when they arrive. They load when the section comes
 * near the screen, when an Enquire link is pressed, or at once when the address points at it.
 */
export function CarEnquirySection({ car }: { car: CarEnquirySection_car$key }) {
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
  const [queryRef, loadQuery] = useQueryLoader<CarEnquiryPanelQuery>(CarEnquiryPanelQueryNode);
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
