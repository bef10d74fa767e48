import { graphql, useFragment } from 'react-relay/hooks';
import type { CarLocationBar_car$key } from '../../../__generated__/CarLocationBar_car.graphql';
import type { CarLocationBar_site$key } from '../../../__generated__/CarLocationBar_site.graphql';
import { useDismissedForSession } from './useDismissedForSession';
import './car-location-bar.css';

/** Once dismissed, the bar stays away on every vehicle page until the browser session ends. */
export const LOCATION_BAR_DISMISSED_KEY = 'forecourt:location-bar-dismissed';

/** The vehicle page's anchor to where the vehicle is (/cars/{slug}#vehicle-map). */
export const VEHICLE_MAP_ANCHOR = 'vehicle-map';

/** Announcement bar naming where the vehicle is, with directions; the shopper can dismiss it. */
export function CarLocationBar({
  car,
  site,
}: {
  car: CarLocationBar_car$key;
  site: CarLocationBar_site$key;
}) {
  const { location } = useFragment(
    graphql`
      fragment CarLocationBar_car on Car {
        location {
          name
          contactPath
          address {
            city
            state
            placeUrl
          }
        }
      }
    `,
    car,
  );
  const { vehiclePage } = useFragment(
    graphql`
      fragment CarLocationBar_site on Site {
        vehiclePage {
          locationBar
        }
      }
    `,
    site,
  );
  const [dismissed, dismiss] = useDismissedForSession(LOCATION_BAR_DISMISSED_KEY);
  if (!vehiclePage.locationBar || dismissed) return null;
  const { address } = location;

  return (
    <aside id={VEHICLE_MAP_ANCHOR} className="car-location-bar" aria-label="Vehicle location">
      <p className="car-location-bar__text">
        This vehicle is located at{' '}
        <a className="car-location-bar__location" href={location.contactPath}>
          <strong>{location.name}</strong>
        </a>
        , {address.city} {address.state}
      </p>
      {address.placeUrl && (
        <a
          className="car-location-bar__directions"
          href={address.placeUrl}
          target="_blank"
          rel="noopener"
        >
          Get Directions<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
      <button
        type="button"
        className="car-location-bar__dismiss"
        aria-label="Dismiss"
        onClick={dismiss}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </aside>
  );
}
