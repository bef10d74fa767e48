import { REGO_STATES, regoStateField } from '@forecourt/schema/leads/lead-fields';
import { requiredRegoField } from '@forecourt/schema/leads/trade-in-vehicle.schema';
import { formatCount } from '@forecourt/schema/numbers/format-count';
import { useId, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarStep_site$key } from '../../../__generated__/CarStep_site.graphql';
import type { CarStep_tradeIn$key } from '../../../__generated__/CarStep_tradeIn.graphql';
import {
  pluralOfVehicleType,
  vehicleTypeInSentence,
} from '@forecourt/schema/labels/vehicle-type-label';
import { FormErrorBanner } from '../../../components/leads/FormErrorBanner';
import { KmField } from '../../../components/leads/KmField';
import { SelectField } from '../../../components/leads/SelectField';
import { SubmitButton } from '../../../components/leads/SubmitButton';
import { TextField } from '../../../components/leads/TextField';
import { requestFailureMessages } from '../../../relay/request-failure';
import { formFailureOf } from '../../../components/leads/form-refusal';
import { FoundVehicle } from './FoundVehicle';
import { SkipButton } from './SkipButton';
import { StepHeading } from './StepHeading';
import type { CarEntry, TradeInFlow } from './trade-in-flow-store';
import {
  carErrors,
  isValuableVehicle,
  regoLookupErrors,
  valuationYears,
  vehicleValuesOf,
  type LookedUpVehicle,
  type TradeInCarValues,
} from './trade-in-valuation-values';
import { useTradeInRegoLookup } from './useTradeInRegoLookup';
import { useValuationForm, type StepFailure } from './useValuationForm';
import { ValuationFormProvider } from './ValuationFormProvider';

/** The lookup's arguments by the car step's names (its `state` is `regoState`); '' for others. */
const lookupFieldName = (field: string) =>
  field === 'rego' ? 'rego' : field === 'state' ? 'regoState' : '';

/** Said when the lookup found no vehicle and gave no reason; `type` as in a sentence ("car"). */
export const regoNotFoundMessage = (type: string) =>
  `We couldn't find that rego. Please enter your ${type}'s details below.`;
/** Said when the lookup found the vehicle but not all a valuation needs. */
export const regoIncompleteMessage = (type: string) =>
  `We found your ${type} but not all of its details. Please check and complete them below.`;

/** The car's details the shopper types when no lookup found the car. */
const MANUAL_FIELDS = ['vehicle.year', 'vehicle.make', 'vehicle.model', 'vehicle.badge'];

/** How the car step took the car: the entry, and the car the lookup found. */
export interface CarEntryChange {
  carEntry: CarEntry;
  foundVehicle: LookedUpVehicle | null;
  lookupMessage: string | null;
  values: TradeInCarValues;
}

/**
 * Step 2, "Your car" (spec 2 §3, §7): on a site with a rego service, the rego and its state and
 * "Find my car", then the car it found to confirm, or its message and the car's details to type;
 * elsewhere the details at once: year, make, model, badge (optional) and the odometer. The texts
 * call the vehicle what the site calls it ("Your caravan").
 */
export function CarStep({
  site,
  tradeIn,
  flow,
  stepNumber,
  stepCount,
  focusHeading,
  currentYear,
  initialFailure,
  submitLabel,
  onValuesChange,
  onEntryChange,
  onSubmit,
  onSkip,
}: {
  site: CarStep_site$key;
  tradeIn: CarStep_tradeIn$key;
  flow: Pick<TradeInFlow, 'values' | 'carEntry' | 'foundVehicle' | 'lookupMessage'>;
  stepNumber: number;
  stepCount: number;
  focusHeading: boolean;
  currentYear: number;
  /** Refusals of this step's fields that came back from a later step. */
  initialFailure: StepFailure | null;
  submitLabel: string;
  onValuesChange: (values: TradeInCarValues) => void;
  onEntryChange: (change: CarEntryChange) => void;
  onSubmit: (values: TradeInCarValues) => Promise<StepFailure | null>;
  onSkip: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment CarStep_tradeIn on TradeInSettings {
        regoLookup
        onlineEstimate
        maxAgeYears
        maxKm
        vehicleNameExample {
          make
          model
        }
      }
    `,
    tradeIn,
  );
  const siteData = useFragment(
    graphql`
      fragment CarStep_site on Site {
        labels {
          vehicleType
        }
        ...FoundVehicle_site
      }
    `,
    site,
  );
  const type = vehicleTypeInSentence(siteData.labels.vehicleType);
  const types = pluralOfVehicleType(type);
  // The site’s own example, as the server’s messages give it; none rather than a car’s (read
  // field by field: the fragment names what this step uses).
  const named = data.vehicleNameExample;
  const example = named ? { make: named.make, model: named.model } : null;
  const entry: CarEntry = data.regoLookup ? flow.carEntry : 'manual';
  const years = useMemo(() => valuationYears(currentYear), [currentYear]);
  const { rego, regoState, vehicle } = flow.values;
  const { methods, banner, bannerRef, setBanner, fail, submitWith } =
    useValuationForm<TradeInCarValues>({
      defaultValues: { rego, regoState, vehicle },
      check: (values) =>
        entry === 'lookup'
          ? regoLookupErrors(values)
          : carErrors(values, { currentYear, vehicleType: type, example }),
      shownFields: [
        ...(data.regoLookup ? ['rego', 'regoState'] : []),
        ...(entry === 'manual' ? MANUAL_FIELDS : []),
        ...(entry === 'lookup' ? [] : ['vehicle.km']),
      ],
      onValuesChange,
      initialFailure,
    });
  const { getValues, setValue, clearErrors } = methods;
  const lookUp = useTradeInRegoLookup();
  const [lookingUp, setLookingUp] = useState(false);
  const headingId = `${useId()}-title`;

  /** The car step's values with the vehicle as given, the odometer as typed. */
  const withVehicle = (values: TradeInCarValues['vehicle']): TradeInCarValues => {
    for (const [name, value] of Object.entries(values)) {
      setValue(`vehicle.${name as keyof TradeInCarValues['vehicle']}`, value, {
        shouldDirty: true,
      });
    }
    return { ...getValues(), vehicle: values };
  };

  /** Looks the car up by the rego and state the resolver (or `onFindClick`) checked. */
  const findCar = async (values: TradeInCarValues): Promise<StepFailure | null> => {
    const rego = requiredRegoField().parse(values.rego);
    const state = regoStateField().parse(values.regoState)!;
    setLookingUp(true);
    try {
      const result = await lookUp(rego, state);
      if (result.__typename !== 'TradeInRegoLookup') return formFailureOf(result, lookupFieldName);
      const found = result.found ? result.vehicle : null;
      if (found && isValuableVehicle(found, currentYear)) {
        onEntryChange({
          carEntry: 'found',
          foundVehicle: found,
          lookupMessage: null,
          values: withVehicle(vehicleValuesOf(found, values.vehicle.km)),
        });
      } else {
        onEntryChange({
          carEntry: 'manual',
          foundVehicle: null,
          lookupMessage:
            result.message ?? (found ? regoIncompleteMessage(type) : regoNotFoundMessage(type)),
          // What the lookup knows of the car is a start; the shopper completes it.
          values: found ? withVehicle(vehicleValuesOf(found, values.vehicle.km)) : getValues(),
        });
      }
      return null;
    } catch (error) {
      return { fields: [], general: requestFailureMessages(error) };
    } finally {
      setLookingUp(false);
    }
  };

  /** "Find my car" once the car's details show: looks up again without checking them. */
  const onFindClick = async () => {
    const values = getValues();
    clearErrors();
    setBanner(null);
    const refused = regoLookupErrors(values);
    if (refused.length > 0) {
      fail({ fields: refused, general: [] }, null);
      return;
    }
    const failure = await findCar(values);
    if (failure) fail(failure);
  };

  const enterDetails = (clear: boolean) => {
    const km = getValues('vehicle.km');
    onEntryChange({
      carEntry: 'manual',
      foundVehicle: null,
      lookupMessage: null,
      values: clear ? withVehicle({ year: '', make: '', model: '', badge: '', km }) : getValues(),
    });
  };

  const onFormSubmit = submitWith(entry === 'lookup' ? findCar : onSubmit);

  return (
    <ValuationFormProvider methods={methods}>
      <form
        className="lead-form trade-in-steps__step"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => void onFormSubmit(event)}
      >
        <StepHeading
          id={headingId}
          title={`Your ${type}`}
          stepNumber={stepNumber}
          stepCount={stepCount}
          focus={focusHeading}
        />
        <p className="trade-in-steps__intro">
          {data.onlineEstimate
            ? `We estimate online for ${types} up to ${data.maxAgeYears} years old and ${formatCount(data.maxKm)} km. For other ${types}, we'll be in touch with a valuation.`
            : `Tell us about your ${type} and we'll be in touch with a valuation.`}
        </p>
        {data.regoLookup && (
          <>
            <div className="lead-form__row">
              <TextField
                name="rego"
                label="Rego"
                autoComplete="off"
                required={entry === 'lookup'}
              />
              <SelectField
                name="regoState"
                label="State"
                placeholder="Choose a state"
                choices={REGO_STATES.map((state) => ({ value: state, label: state }))}
                required={entry === 'lookup'}
              />
            </div>
            <div className="trade-in-steps__actions">
              <button
                type={entry === 'lookup' ? 'submit' : 'button'}
                className={entry === 'lookup' ? 'button button--primary' : 'button'}
                disabled={lookingUp}
                aria-busy={lookingUp || undefined}
                onClick={entry === 'lookup' ? undefined : () => void onFindClick()}
              >
                {lookingUp && <span className="lead-form__spinner" aria-hidden="true" />}
                Find my {type}
              </button>
              {entry === 'lookup' && (
                <button type="button" className="button" onClick={() => enterDetails(false)}>
                  Enter my {type}'s details instead
                </button>
              )}
            </div>
          </>
        )}
        <div role="status" className="trade-in-steps__status">
          {entry === 'found' && flow.foundVehicle && (
            <FoundVehicle
              site={siteData}
              vehicle={flow.foundVehicle}
              onReject={() => enterDetails(true)}
            />
          )}
          {entry === 'manual' && flow.lookupMessage !== null && <p>{flow.lookupMessage}</p>}
        </div>
        {entry === 'manual' && (
          <>
            <div className="lead-form__row">
              <SelectField
                name="vehicle.year"
                label="Year"
                placeholder="Choose a year"
                choices={years.map((year) => ({ value: String(year), label: String(year) }))}
                required
              />
              <TextField name="vehicle.make" label="Make" autoComplete="off" required />
            </div>
            <div className="lead-form__row">
              <TextField name="vehicle.model" label="Model" autoComplete="off" required />
              <TextField name="vehicle.badge" label="Badge" autoComplete="off" />
            </div>
          </>
        )}
        {entry !== 'lookup' && <KmField name="vehicle.km" label="Odometer" required />}
        <FormErrorBanner state={banner} ref={bannerRef} />
        {entry !== 'lookup' && (
          <SubmitButton label={submitLabel} submitting={methods.formState.isSubmitting} />
        )}
        <SkipButton onSkip={onSkip} />
      </form>
    </ValuationFormProvider>
  );
}
