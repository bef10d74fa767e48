import { regoField, regoStateField } from '@forecourt/schema/leads/lead-fields';
import { useCallback, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from '../../../routing/router-hooks';
import type { TradeInValuationSteps_site$key } from '../../../__generated__/TradeInValuationSteps_site.graphql';
import type { TradeInValuationSteps_tradeIn$key } from '../../../__generated__/TradeInValuationSteps_tradeIn.graphql';
import { browserStorage } from '../../../storage/browser-storage';
import type { LeadSuccessState } from '../../../components/leads/lead-success-state';
import { requestFailureMessages } from '../../../relay/request-failure';
import { formFailureOf } from '../../../components/leads/form-refusal';
import { CarStep, type CarEntryChange } from './CarStep';
import { ConditionStep, GET_ESTIMATE_LABEL } from './ConditionStep';
import { EstimateStep } from './EstimateStep';
import { clearTradeInFlow, writeTradeInFlow, type TradeInFlow } from './trade-in-flow-store';
import { tradeInStepCount, tradeInStepNumber } from './trade-in-steps';
import {
  checkVehicle,
  type TradeInCarValues,
  type TradeInConditionValues,
  type TradeInValuationValues,
} from './trade-in-valuation-values';
import { useAcceptTradeInOfferMutation } from './useAcceptTradeInOfferMutation';
import type { StepFailure } from './useValuationForm';
import { useValueTradeInMutation } from './useValueTradeInMutation';
import './trade-in-steps.css';

/** The server names a field by its path in the input; the steps by their values' path. */
const stepFieldName = (field: string) => field.replace(/^input\./, '');

/** Whether a field is one of the car step's (the rest are the condition step's answers). */
const isCarField = (name: string) =>
  name === 'rego' || name === 'regoState' || name.startsWith('vehicle.');

/** The car step's button when the condition step follows it. */
export const CONTINUE_LABEL = 'Continue';

/**
 * The trade-in valuation after the form (spec 2 §3, §7), against the lead the form sent: the car
 * (step 2), its condition (step 3), then the estimate (step 4), which the shopper accepts or
 * leaves; "Skip" goes to the success page from any of them. Each change is written to the draft
 * at once, so a reload resumes at the same step with what was typed; accepting or skipping
 * removes it.
 */
export function TradeInValuationSteps({
  site,
  tradeIn,
  storageKey,
  initialFlow,
  focusFirstStep,
  success,
}: {
  /** The site's labels, which the steps' texts use. */
  site: TradeInValuationSteps_site$key;
  tradeIn: TradeInValuationSteps_tradeIn$key;
  /** Where the draft of this valuation is kept (trade-in-flow-store.ts). */
  storageKey: string;
  initialFlow: TradeInFlow;
  /** Whether the first step takes the focus: yes after the form, not when a reload resumes. */
  focusFirstStep: boolean;
  success?: LeadSuccessState;
}) {
  const data = useFragment(
    graphql`
      fragment TradeInValuationSteps_tradeIn on TradeInSettings {
        questions {
          __typename
        }
        ...CarStep_tradeIn
        ...ConditionStep_tradeIn
      }
    `,
    tradeIn,
  );
  const siteData = useFragment(
    graphql`
      fragment TradeInValuationSteps_site on Site {
        ...CarStep_site
        ...ConditionStep_site
      }
    `,
    site,
  );
  const navigate = useNavigate();
  const valueTradeIn = useValueTradeInMutation();
  const acceptOffer = useAcceptTradeInOfferMutation();
  const [flow, setFlow] = useState(initialFlow);
  const latest = useRef(initialFlow);
  const finished = useRef(false);
  const [focusStep, setFocusStep] = useState(focusFirstStep);
  /** Refusals of the car that came back when the condition step asked for the estimate. */
  const [carFailure, setCarFailure] = useState<StepFailure | null>(null);
  const [currentYear] = useState(() => new Date().getFullYear());
  const questionCount = data.questions.length;
  const stepCount = tradeInStepCount(questionCount);

  /** Moves the valuation on, and writes it to the draft at once (a reload may follow). */
  const update = useCallback(
    (change: (flow: TradeInFlow) => TradeInFlow) => {
      if (finished.current) return;
      const next = { ...change(latest.current), savedAt: Date.now() };
      latest.current = next;
      writeTradeInFlow(browserStorage('local'), storageKey, next);
      setFlow(next);
    },
    [storageKey],
  );

  const saveValues = useCallback(
    (values: Partial<TradeInValuationValues>) =>
      update((current) => ({ ...current, values: { ...current.values, ...values } })),
    [update],
  );

  const goTo = (step: TradeInFlow['step'], change: Partial<TradeInFlow> = {}) => {
    setFocusStep(true);
    update((current) => ({ ...current, ...change, step }));
  };

  /** The success page with the lead's reference; the draft goes. */
  const finish = async () => {
    finished.current = true;
    clearTradeInFlow(browserStorage('local'), storageKey);
    const { leadId, successPath } = latest.current;
    await navigate(successPath, { state: { ...success, leadId } satisfies LeadSuccessState });
  };

  const requestValuation = async (values: TradeInValuationValues): Promise<StepFailure | null> => {
    const { vehicle } = checkVehicle(values.vehicle, { currentYear });
    if (vehicle === null) {
      // The car step checked the car; a draft from an older page may not have been.
      setCarFailure(null);
      goTo('car', { carEntry: 'manual', values });
      return null;
    }
    let result;
    try {
      result = await valueTradeIn({
        leadId: latest.current.leadId,
        rego: regoField().parse(values.rego) ?? null,
        regoState: regoStateField().parse(values.regoState) ?? null,
        vehicle,
        answers: Object.entries(values.answers).map(([questionId, answer]) => ({
          questionId,
          answer,
        })),
      });
    } catch (error) {
      return valuationRefused(values, { fields: [], general: requestFailureMessages(error) });
    }
    if (result.__typename !== 'ValueTradeInPayload') {
      return valuationRefused(values, formFailureOf(result, stepFieldName));
    }
    const { valuation } = result;
    goTo('estimate', {
      values,
      valuation: {
        offer: valuation.offer ?? null,
        estimateLow: valuation.estimateLow ?? null,
        estimateHigh: valuation.estimateHigh ?? null,
        basis: valuation.basis ?? null,
        reason: valuation.reason ?? null,
        disclaimer: valuation.disclaimer,
        validUntil: valuation.validUntil ?? null,
      },
    });
    return null;
  };

  /** Shows why the valuation was refused: on this step, or the car's step when the car was. */
  const valuationRefused = (
    values: TradeInValuationValues,
    failure: StepFailure,
  ): StepFailure | null => {
    const carFields = failure.fields.filter(({ name }) => isCarField(name));
    if (latest.current.step === 'car' || carFields.length === 0) return failure;
    // The car was refused: back to its step, with its details to correct in view.
    setCarFailure({
      fields: carFields,
      general: [
        ...failure.general,
        ...failure.fields.filter(({ name }) => !isCarField(name)).map(({ message }) => message),
      ],
    });
    goTo('car', {
      values,
      carEntry: carFields.some(({ name }) => name.startsWith('vehicle.'))
        ? 'manual'
        : latest.current.carEntry,
    });
    return null;
  };

  const onCarDone = async (car: TradeInCarValues) => {
    const values = { ...latest.current.values, ...car };
    if (questionCount === 0) return requestValuation(values);
    setCarFailure(null);
    goTo('condition', { values });
    return null;
  };

  const onConditionDone = (condition: TradeInConditionValues) =>
    requestValuation({ ...latest.current.values, ...condition });

  const onEntryChange = ({ values, ...entry }: CarEntryChange) =>
    update((current) => ({ ...current, ...entry, values: { ...current.values, ...values } }));

  const skip = () => void finish();
  const stepNumber = tradeInStepNumber(flow.step, questionCount);
  return (
    <div className="trade-in-steps">
      {flow.step === 'car' && (
        <CarStep
          site={siteData}
          tradeIn={data}
          flow={flow}
          stepNumber={stepNumber}
          stepCount={stepCount}
          focusHeading={focusStep}
          currentYear={currentYear}
          initialFailure={carFailure}
          submitLabel={questionCount === 0 ? GET_ESTIMATE_LABEL : CONTINUE_LABEL}
          onValuesChange={saveValues}
          onEntryChange={onEntryChange}
          onSubmit={onCarDone}
          onSkip={skip}
        />
      )}
      {flow.step === 'condition' && (
        <ConditionStep
          site={siteData}
          tradeIn={data}
          answers={flow.values.answers}
          stepNumber={stepNumber}
          stepCount={stepCount}
          focusHeading={focusStep}
          onValuesChange={saveValues}
          onSubmit={onConditionDone}
          onSkip={skip}
        />
      )}
      {flow.step === 'estimate' && flow.valuation && (
        <EstimateStep
          valuation={flow.valuation}
          stepNumber={stepNumber}
          stepCount={stepCount}
          focusHeading={focusStep}
          onAccept={async () => {
            const accepted = await acceptOffer(latest.current.leadId);
            if (accepted.__typename !== 'AcceptTradeInOfferPayload') return formFailureOf(accepted);
            await finish();
            return null;
          }}
          onDone={skip}
        />
      )}
    </div>
  );
}
