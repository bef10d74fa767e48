import { lazy, Suspense, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SoldPanel_car$key } from '../../../__generated__/SoldPanel_car.graphql';
import type { SoldPanel_site$key } from '../../../__generated__/SoldPanel_site.graphql';
import { ErrorBoundary } from 'react-error-boundary';
import { SimilarSearchLink } from '../../../components/similar-cars/SimilarSearchLink';
import { vehicleTypeInSentence } from '@forecourt/schema/labels/vehicle-type-label';
import './sold-panel.css';

// The form and its library load only when a shopper opens it: in-stock pages never fetch them.
const loadForm = () => import('./SimilarCarAlertForm');
const SimilarCarAlertForm = lazy(() =>
  loadForm().then((module) => ({ default: module.SimilarCarAlertForm })),
);
// Pointing at or focusing the button starts the download, so the form is usually there on click.
const prefetchForm = () => void loadForm().catch(() => undefined);

const logFormLoadFailure = (error: unknown) =>
  console.error('Could not load the similar-vehicle alert form', error);

/**
 * The sold panel (spec 2 §2, §8): on a vehicle that is no longer available, says it sold, offers
 * to find a similar one ("Find Me Something Similar" opens the alert form) and links to the
 * search for similar vehicles in stock.
 */
export function SoldPanel({ car, site }: { car: SoldPanel_car$key; site: SoldPanel_site$key }) {
  const data = useFragment(
    graphql`
      fragment SoldPanel_car on Car {
        id
        available
        ...SimilarSearchLink_car
      }
    `,
    car,
  );
  const siteData = useFragment(
    graphql`
      fragment SoldPanel_site on Site {
        labels {
          vehicleType
        }
        ...SimilarSearchLink_site
      }
    `,
    site,
  );
  const [open, setOpen] = useState(false);
  // Once opened the form stays mounted while hidden, so closing it loses nothing typed.
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const formRegionId = useId();
  if (data.available) return null;

  // The spec's sentences take the site's label as it is written ("this Car recently sold").
  const type = siteData.labels.vehicleType;
  return (
    <section className="sold-panel" aria-labelledby={titleId}>
      <h2 className="sold-panel__title" id={titleId}>
        Unfortunately this {type} recently sold.
      </h2>
      <p className="sold-panel__text">But don't worry, we can help you find a similar {type}!</p>
      <div className="sold-panel__actions">
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open}
          aria-controls={formRegionId}
          onPointerEnter={prefetchForm}
          onFocus={prefetchForm}
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          Find Me Something Similar
        </button>
        <SimilarSearchLink car={data} site={siteData} className="button" />
      </div>
      <div className="sold-panel__form" id={formRegionId} hidden={!open}>
        {opened && (
          <ErrorBoundary
            fallback={
              <p className="sold-panel__form-failed" role="alert">
                The form couldn't be loaded. Check your connection and reload the page.
              </p>
            }
            onError={logFormLoadFailure}
          >
            <Suspense
              fallback={
                <div className="sold-panel__form-loading" role="status">
                  Loading the form…
                </div>
              }
            >
              <SimilarCarAlertForm
                carId={data.id}
                vehicleType={vehicleTypeInSentence(type)}
                active={open}
              />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </section>
  );
}
