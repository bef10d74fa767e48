import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarSaveToggles_car$key } from '../../__generated__/CarSaveToggles_car.graphql';
import { COMPARE_LIMIT, type SavedCarEntry } from '../../saved-cars/saved-cars-store';
import { useSavedCars } from '../../saved-cars/useSavedCars';
import { comparePath } from '../../saved-cars/compare-path';
import { FAVOURITES_PATH } from '../../saved-cars/favourites-path';
import './car-card.css';
import { useToast } from '../../ui/Toaster';
import { trackMetaPixel } from '../../analytics/meta-pixel';
import { useTrackEvent } from '../../analytics/useTrackEvent';

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} cars`;

/** The site's switches for the two lists. */
export type SaveToggleFeatures = { readonly favourites: boolean; readonly compare: boolean };

function HeartIcon() {
  return (
    <svg
      className="car-save-toggles__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        className="car-save-toggles__heart"
        d="M12 20.5l-1.4-1.3C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6z"
        strokeWidth="2"
      />
    </svg>
  );
}

function CompareIcon({ pressed }: { pressed: boolean }) {
  return (
    <svg
      className="car-save-toggles__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="3" width="18" height="18" rx="3" strokeWidth="2" />
      {pressed && <path d="M7 12.5l3.2 3.2L17 8.8" fill="none" strokeWidth="2.4" />}
    </svg>
  );
}

/**
 * Favourite and compare toggles of one car, kept in this browser per site. Shown only when the
 * site offers the list and the car can be saved (spec 1 §5) — except that a car already on a
 * list keeps its pressed toggle, so a shopper can still take a sold car off (spec 1 §2).
 */
export function CarSaveToggles({
  car,
  siteSlug,
  features,
}: {
  car: CarSaveToggles_car$key;
  siteSlug: string;
  features: SaveToggleFeatures;
}) {
  const data = useFragment(
    graphql`
      fragment CarSaveToggles_car on Car {
        id
        internalId
        name
        slug
        make
        model
        canSave
        primaryImage {
          url
        }
      }
    `,
    car,
  );
  const showToast = useToast();
  const trackEvent = useTrackEvent();
  const favourites = useSavedCars('favourites', siteSlug);
  const compare = useSavedCars('compare', siteSlug);
  const [compareRefused, setCompareRefused] = useState(false);

  const isFavourite = favourites.ids.has(data.id);
  const isCompared = compare.ids.has(data.id);
  const showFavourite = features.favourites && (data.canSave || isFavourite);
  const showCompare = features.compare && (data.canSave || isCompared);
  if (!showFavourite && !showCompare) return null;

  const entry: SavedCarEntry = {
    id: data.id,
    name: data.name,
    slug: data.slug,
    make: data.make,
    model: data.model,
    primaryImageUrl: data.primaryImage?.url ?? null,
  };
  const onFavourite = () => {
    const result = favourites.toggle(entry);
    // Saving is the action the catalogue counts (event 39, the pixel's AddToWishlist); taking a
    // car off the list is not.
    if ('saved' in result && result.saved) {
      trackEvent(ANALYTICS_EVENTS.SAVE_TO_FAVOURITES, data.id);
      trackMetaPixel('AddToWishlist', {
        content_type: 'vehicle',
        content_ids: [data.internalId],
        make: data.make,
        model: data.model,
      });
    }
    if ('saved' in result) {
      showToast(
        result.saved
          ? {
              title: 'Saved to favourites',
              description: `${data.name} is now in your favourites`,
              action: { label: 'See favourites', to: FAVOURITES_PATH },
            }
          : {
              title: 'Removed from favourites',
              description: `${data.name} is no longer in your favourites`,
            },
      );
    }
  };
  const onCompare = () => {
    const result = compare.toggle(entry);
    setCompareRefused('refused' in result);
    if (!('saved' in result)) return;
    // The list as it now is: the hook's entries are the ones before this toggle.
    const slugs = result.saved
      ? [...compare.entries.map((saved) => saved.slug), data.slug]
      : compare.entries.filter((saved) => saved.id !== data.id).map((saved) => saved.slug);
    showToast(
      result.saved
        ? {
            title: 'Added to compare',
            description: `${data.name} is in your comparison (${slugs.length} of ${COMPARE_LIMIT})`,
            action: { label: 'Compare', to: comparePath(slugs) },
          }
        : {
            title: 'Removed from compare',
            description: `${data.name} is no longer in your comparison`,
            ...(slugs.length > 0 && { action: { label: 'Compare', to: comparePath(slugs) } }),
          },
    );
  };
  // The message goes away by itself once another card frees a place in the list.
  const compareFull = compareRefused && !isCompared && compare.entries.length >= COMPARE_LIMIT;

  return (
    <div className="car-save-toggles">
      <div className="car-save-toggles__buttons">
        {showFavourite && (
          <button
            type="button"
            className="car-save-toggles__button car-save-toggles__button--favourite"
            aria-pressed={isFavourite}
            aria-label={
              isFavourite
                ? `Remove ${data.name} from favourites`
                : `Save ${data.name} to favourites`
            }
            onClick={onFavourite}
          >
            <HeartIcon />
            Favourite
          </button>
        )}
        {showCompare && (
          <button
            type="button"
            className="car-save-toggles__button car-save-toggles__button--compare"
            aria-pressed={isCompared}
            aria-label={isCompared ? `Remove ${data.name} from compare` : `Compare ${data.name}`}
            onClick={onCompare}
          >
            <CompareIcon pressed={isCompared} />
            Compare
          </button>
        )}
      </div>
      {showCompare && (
        // Always present, so screen readers announce the message when it appears.
        <p role="status" className="car-save-toggles__message">
          {compareFull ? COMPARE_FULL_MESSAGE : ''}
        </p>
      )}
    </div>
  );
}
