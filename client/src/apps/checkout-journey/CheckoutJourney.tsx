import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutJourney_journey$key } from '../../__generated__/CheckoutJourney_journey.graphql';
import type { CheckoutJourney_site$key } from '../../__generated__/CheckoutJourney_site.graphql';
import { CheckoutStepper } from './CheckoutStepper';
import { DeliveryStep } from './DeliveryStep';
import { DepositStep } from './DepositStep';
import { DetailsStep } from './DetailsStep';
import { FinanceStep } from './FinanceStep';
import { TradeInStep } from './TradeInStep';
import type { JourneyStep } from './checkout-steps';
import { useSaveCheckoutStepMutation, type SaveOutcome } from './useSaveCheckoutStepMutation';

const isStep = (step: string | null | undefined): step is JourneyStep =>
  step === 'DETAILS' ||
  step === 'TRADE_IN' ||
  step === 'FINANCE' ||
  step === 'DELIVERY' ||
  step === 'DEPOSIT';

/**
 * The journey: the stepper and the step shown. It opens at the first step not answered (the
 * server's `nextStep`), follows it after each save, and shows an earlier step with its saved
 * answers when the shopper goes back to it.
 */
export function CheckoutJourney({
  journey,
  site,
}: {
  journey: CheckoutJourney_journey$key;
  site: CheckoutJourney_site$key;
}) {
  const data = useFragment(
    graphql`
      fragment CheckoutJourney_journey on CheckoutJourney {
        nextStep
        completedSteps
        notPurchasableReason
        car {
          slug
        }
        ...DetailsStep_journey
        ...TradeInStep_journey
        ...FinanceStep_journey
        ...DeliveryStep_journey
        ...DepositStep_journey
      }
    `,
    journey,
  );
  const siteData = useFragment(
    graphql`
      fragment CheckoutJourney_site on Site {
        ...TradeInStep_site
      }
    `,
    site,
  );
  const [chosen, setChosen] = useState<JourneyStep | null>(null);
  const save = useSaveCheckoutStepMutation(data.car.slug);
  const next = isStep(data.nextStep) ? data.nextStep : null;
  const current: JourneyStep = chosen ?? next ?? 'DEPOSIT';
  const completed = data.completedSteps.filter(isStep);

  if (data.notPurchasableReason !== null && data.notPurchasableReason !== undefined) {
    return (
      <p className="checkout-journey__closed" role="status">
        {data.notPurchasableReason}
      </p>
    );
  }

  const onSaved = (outcome: Extract<SaveOutcome, { saved: true }>) => {
    if (outcome.paymentUrl) {
      window.location.assign(outcome.paymentUrl);
      return;
    }
    // Follow the server's next step (the store holds the journey the save answered).
    setChosen(null);
  };
  const props = { save, onSaved };

  return (
    <div className="checkout-journey">
      <CheckoutStepper current={current} completed={completed} next={next} onOpen={setChosen} />
      <div className="checkout-journey__step">
        {current === 'DETAILS' && <DetailsStep journey={data} {...props} />}
        {current === 'TRADE_IN' && <TradeInStep journey={data} site={siteData} {...props} />}
        {current === 'FINANCE' && <FinanceStep journey={data} {...props} />}
        {current === 'DELIVERY' && <DeliveryStep journey={data} {...props} />}
        {current === 'DEPOSIT' && <DepositStep journey={data} {...props} />}
        {current !== 'DETAILS' && (
          <button
            type="button"
            className="button checkout-journey__back"
            onClick={() => setChosen(previousStep(current))}
          >
            Back
          </button>
        )}
      </div>
    </div>
  );
}

const ORDER: readonly JourneyStep[] = ['DETAILS', 'TRADE_IN', 'FINANCE', 'DELIVERY', 'DEPOSIT'];
const previousStep = (step: JourneyStep): JourneyStep =>
  ORDER[Math.max(0, ORDER.indexOf(step) - 1)]!;
