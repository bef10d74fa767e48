import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  FinanceStep_journey$key,
  RepaymentFrequency,
} from '../../__generated__/FinanceStep_journey.graphql';
import { JourneyField, StepError } from './JourneyField';
import type { StepProps } from './step-props';
import { textOf, useStepForm } from './useStepForm';

/**
 * Step 3: pay cash, or finance with the calculator's figures (deposit, term, frequency). The
 * server works the repayment out with the calculator's maths and the site's rate; the saved quote
 * is shown back.
 */
export function FinanceStep({ journey, save, onSaved }: StepProps<FinanceStep_journey$key>) {
  const data = useFragment(
    graphql`
      fragment FinanceStep_journey on CheckoutJourney {
        car {
          financeCalculator(variant: PAGE) {
            term {
              options
            }
            deposit {
              min
              max
            }
            frequencies {
              frequency
              label
            }
            defaults {
              deposit
              termYears
              frequency
              interestRate
            }
          }
        }
        finance {
          method
          deposit
          termYears
          frequency
          interestRate
          repayment
          totalRepayments
        }
      }
    `,
    journey,
  );
  const calculator = data.car.financeCalculator;
  const saved = data.finance;
  const [financing, setFinancing] = useState(calculator != null && saved?.method === 'FINANCE');
  const form = useStepForm(save, onSaved);
  const frequencyLabel =
    calculator?.frequencies.find((f) => f.frequency === saved?.frequency)?.label.toLowerCase() ??
    '';

  return (
    <form
      className="lead-form checkout-step"
      noValidate
      onSubmit={(event) =>
        form.submit(event, (values) =>
          financing
            ? {
                finance: {
                  method: 'FINANCE',
                  deposit: Number(textOf(values, 'deposit').replace(/[$,\s]/g, '')),
                  termYears: Number(textOf(values, 'termYears')),
                  frequency: textOf(values, 'frequency') as RepaymentFrequency,
                },
              }
            : { finance: { method: 'CASH' } },
        )
      }
    >
      <h2 className="lead-form__title">Finance</h2>
      <StepError message={form.message} />
      <fieldset className="checkout-step__choices">
        <legend className="lead-form__label">How would you like to pay?</legend>
        <label>
          <input
            type="radio"
            name="method"
            checked={!financing}
            onChange={() => setFinancing(false)}
          />{' '}
          Pay cash
        </label>
        {calculator && (
          <label>
            <input
              type="radio"
              name="method"
              checked={financing}
              onChange={() => setFinancing(true)}
            />{' '}
            Finance
          </label>
        )}
      </fieldset>
      {financing && calculator && (
        <div className="checkout-step__group">
          <JourneyField
            id="finance-deposit"
            label="Deposit ($)"
            hint={`${formatDollars(calculator.deposit.min)} to ${formatDollars(calculator.deposit.max)}`}
            error={form.fieldErrors.deposit}
          >
            {(attributes) => (
              <input
                {...attributes}
                name="deposit"
                inputMode="numeric"
                maxLength={9}
                defaultValue={String(saved?.deposit ?? calculator.defaults.deposit)}
              />
            )}
          </JourneyField>
          <JourneyField id="finance-term" label="Loan term" error={form.fieldErrors.termYears}>
            {(attributes) => (
              <select
                {...attributes}
                name="termYears"
                defaultValue={String(saved?.termYears ?? calculator.defaults.termYears)}
              >
                {calculator.term.options.map((years) => (
                  <option key={years} value={String(years)}>
                    {years} years
                  </option>
                ))}
              </select>
            )}
          </JourneyField>
          <JourneyField
            id="finance-frequency"
            label="Repayments"
            error={form.fieldErrors.frequency}
          >
            {(attributes) => (
              <select
                {...attributes}
                name="frequency"
                defaultValue={saved?.frequency ?? calculator.defaults.frequency}
              >
                {calculator.frequencies.map((option) => (
                  <option key={option.frequency} value={option.frequency}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </JourneyField>
        </div>
      )}
      {saved?.method === 'FINANCE' && saved.repayment != null && (
        <p className="checkout-step__result" role="status">
          Your quote: {formatDollars(saved.repayment)} {frequencyLabel} over {saved.termYears} years
          at {saved.interestRate}% p.a.
          {saved.totalRepayments != null && ` (${formatDollars(saved.totalRepayments)} in total)`}.
        </p>
      )}
      <button className="button button--primary" type="submit" disabled={form.sending}>
        {form.sending ? 'Saving…' : 'Save and continue'}
      </button>
    </form>
  );
}
