import { vehicleFacts, vehicleName, type LookedUpVehicle } from './trade-in-valuation-values';

/** The car the rego lookup found, for the shopper to confirm, or to say it is not theirs. */
export function FoundVehicle({
  vehicle,
  onReject,
}: {
  vehicle: LookedUpVehicle;
  onReject: () => void;
}) {
  const facts = vehicleFacts(vehicle);
  return (
    <div className="trade-in-steps__found">
      <p className="lead-form__label">Is this your car?</p>
      <p className="trade-in-steps__vehicle">{vehicleName(vehicle)}</p>
      {facts !== '' && <p className="lead-form__hint">{facts}</p>}
      <button type="button" className="button" onClick={onReject}>
        No, enter my car's details
      </button>
    </div>
  );
}
