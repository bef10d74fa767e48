import { JOURNEY_STEPS, type JourneyStep } from './checkout-steps';

/**
 * The list of steps, the one shown marked `aria-current="step"`. A step answered already (or the
 * next one) can be opened again: going back shows its saved answers.
 */
export function CheckoutStepper({
  current,
  completed,
  next,
  onOpen,
}: {
  current: JourneyStep;
  completed: readonly JourneyStep[];
  next: JourneyStep | null;
  onOpen: (step: JourneyStep) => void;
}) {
  return (
    <nav className="checkout-stepper" aria-label="Purchase steps">
      <ol className="checkout-stepper__list">
        {JOURNEY_STEPS.map(({ step, label }, index) => {
          const isCurrent = step === current;
          const done = completed.includes(step);
          const reachable = done || step === next;
          const text = (
            <>
              <span className="checkout-stepper__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="checkout-stepper__label">{label}</span>
              {done && <span className="visually-hidden"> (done)</span>}
            </>
          );
          return (
            <li
              key={step}
              className={`checkout-stepper__step${done ? ' checkout-stepper__step--done' : ''}`}
              aria-current={isCurrent ? 'step' : undefined}
            >
              {reachable && !isCurrent ? (
                <button
                  type="button"
                  className="checkout-stepper__button"
                  onClick={() => onOpen(step)}
                >
                  {text}
                </button>
              ) : (
                <span className="checkout-stepper__button">{text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
