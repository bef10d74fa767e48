import { graphql, useFragment } from 'react-relay/hooks';
import type { FoundVehicle_site$key } from '../../../__generated__/FoundVehicle_site.graphql';
import { vehicleTypeInSentence } from '@forecourt/schema/labels/vehicle-type-label';
import { vehicleFacts, vehicleName, type LookedUpVehicle } from './trade-in-valuation-values';

/**
 * The vehicle the rego lookup found, for the shopper to confirm, or to say it is not theirs,
 * named as the site names vehicles ("Is this your caravan?").
 */
export function FoundVehicle({
  site,
  vehicle,
  onReject,
}: {
  site: FoundVehicle_site$key;
  vehicle: LookedUpVehicle;
  onReject: () => void;
}) {
  const { labels } = useFragment(
    graphql`
      fragment FoundVehicle_site on Site {
        labels {
          vehicleType
        }
      }
    `,
    site,
  );
  const type = vehicleTypeInSentence(labels.vehicleType);
  const facts = vehicleFacts(vehicle);
  return (
    <div className="trade-in-steps__found">
      <p className="lead-form__label">Is this your {type}?</p>
      <p className="trade-in-steps__vehicle">{vehicleName(vehicle)}</p>
      {facts !== '' && <p className="lead-form__hint">{facts}</p>}
      <button type="button" className="button" onClick={onReject}>
        No, enter my {type}'s details
      </button>
    </div>
  );
}
