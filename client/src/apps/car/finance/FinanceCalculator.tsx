import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import {
  clampToBounds,
  nearestOption,
  parseClamped,
} from '@forecourt/schema/finance/calculator-bounds';
import { calculateFinance } from '@forecourt/schema/finance/finance-calculation';
import { carFinanceHref } from '@forecourt/schema/leads/finance-query-params';
import {
  COMPARISON_RATE_BASIS,
  COMPARISON_RATE_WARNING,
  ENQUIRE_FOR_FINANCE_TEXT,
} from '@forecourt/schema/finance/finance-wording';
import type { RepaymentFrequency } from '@forecourt/schema/finance/repayment';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../../routing/Link';
import type {
  FinanceCalculator_car$data,
  FinanceCalculator_car$key,
} from '../../../__generated__/FinanceCalculator_car.graphql';
import { useTrackEvent } from '../../../analytics/useTrackEvent';
import { CalculatorNumberField } from './CalculatorNumberField';
import { FinanceDisclaimer } from './FinanceDisclaimer';
import { FINANCE_CALCULATOR_HEADING_ID, FINANCE_CALCULATOR_ID } from './finance-calculator-target';
import {
  formatAmountInput,
  formatPercent,
  formatRate,
  formatRateInput,
  PER_PERIOD,
  toRepaymentFrequency,
} from '../../../components/finance/finance-format';
import { FrequencyField, type FrequencyOption } from './FrequencyField';
import { TermField } from './TermField';
import './finance-calculator.css';

export const FINANCE_CALCULATOR_HEADING = 'Estimate your repayments';
export const APPLY_FOR_FINANCE_LABEL = 'Apply for finance';

type Calculator = NonNullable<FinanceCalculator_car$data['financeCalculator']>;

/** What the shopper has entered, as typed, for one car. */
interface CalculatorInputs {
  readonly carId: string;
  readonly loan: string;
  readonly interest: string;
  readonly deposit: string;
  readonly residual: string;
  readonly termYears: number;
  readonly frequency: RepaymentFrequency;
}

function frequencyOptions(calculator: Calculator): FrequencyOption[] {
  return calculator.frequencies.flatMap(({ frequency, label }) => {
    const known = toRepaymentFrequency(frequency);
    return known ? [{ frequency: known, label }] : [];
  });
}

/** The site's defaults for this car (spec 1 §9), clamped into the bounds the fields show. */
function initialInputs(carId: string, calculator: Calculator): CalculatorInputs {
  const { defaults } = calculator;
  return {
    carId,
    loan: formatAmountInput(clampToBounds(defaults.loanAmount, calculator.loan)),
    interest: formatRateInput(clampToBounds(defaults.interestRate, calculator.interest)),
    deposit: formatAmountInput(clampToBounds(defaults.deposit, calculator.deposit)),
    residual: formatAmountInput(clampToBounds(defaults.residual, calculator.residual)),
    termYears: nearestOption(defaults.termYears, calculator.term.options),
    frequency:
      toRepaymentFrequency(defaults.frequency) ??
      frequencyOptions(calculator)[0]?.frequency ??
      'week',
  };
}

/** A dollar amount's field: its bounds and steps, shown and typed as dollars. */
const dollarField = ({ min, max, step }: { min: number; max: number; step: number }) => ({
  min,
  max,
  step,
  formatBound: formatDollars,
  formatValue: formatAmountInput,
  prefix: '$',
});

/**
 * Spec 1 §3–§5, §8, §9: the finance calculator in the vehicle page's sidebar, also the target
 * of "Get Finance". Everything is computed here in the browser from the site's bounds and
 * defaults, so typing never sends a request; the only call is analytics event 26, once, on the
 * first change. Native inputs (text, range, select, radio) keep the page light and accessible.
 * Shown only when the server offers a calculator for this car (provider, price, not excluded).
 */
export function FinanceCalculator({ car }: { car: FinanceCalculator_car$key }) {
  const data = useFragment(
    graphql`
      fragment FinanceCalculator_car on Car {
        id
        internalId
        slug
        carType
        financeEnquiryPath
        financeCalculator(variant: SIDEBAR) {
          loan {
            min
            max
            step
          }
          term {
            min
            max
            step
            options
          }
          interest {
            min
            max
            step
            locked
          }
          deposit {
            min
            max
            step
          }
          residual {
            min
            max
            step
          }
          defaults {
            loanAmount
            termYears
            interestRate
            deposit
            residual
            frequency
          }
          frequencies {
            frequency
            label
          }
          rounding
          establishmentFee
          lenderName
          disclaimer
          disclaimerCollapseAt
          openingNote
        }
        financeEstimate {
          comparisonRate
          comparisonRateRange {
            min
            max
          }
        }
      }
    `,
    car,
  );
  const calculator = data.financeCalculator;
  const trackEvent = useTrackEvent();
  const trackedCarId = useRef<string | null>(null);
  const fieldId = useId();
  const [stored, setInputs] = useState<CalculatorInputs | null>(() =>
    calculator ? initialInputs(data.id, calculator) : null,
  );
  // Moving to another car on the same page starts again from that car's defaults.
  let inputs = stored;
  if (calculator && inputs?.carId !== data.id) {
    inputs = initialInputs(data.id, calculator);
    setInputs(inputs);
  }
  if (!calculator || !inputs) return null;

  // Every change comes from the shopper. Spec 1 §4: event 26 once per vehicle page, on the
  // first of them.
  const update = (change: Partial<CalculatorInputs>) => {
    setInputs((previous) => previous && { ...previous, ...change });
    if (trackedCarId.current === data.id) return;
    trackedCarId.current = data.id;
    trackEvent(ANALYTICS_EVENTS.FINANCE_CALCULATOR_USE, data.id);
  };

  const { interest } = calculator;
  const loanAmount = parseClamped(inputs.loan, calculator.loan);
  const interestRate = interest.locked
    ? clampToBounds(calculator.defaults.interestRate, interest)
    : parseClamped(inputs.interest, interest);
  const residual = parseClamped(inputs.residual, calculator.residual);
  const result = calculateFinance({
    amount: loanAmount,
    deposit: parseClamped(inputs.deposit, calculator.deposit),
    residual,
    establishmentFee: calculator.establishmentFee,
    annualRatePercent: interestRate,
    years: inputs.termYears,
    frequency: inputs.frequency,
    round: calculator.rounding === 'DOWN' ? 'down' : 'up',
  });
  const estimate = data.financeEstimate;
  const disclaimer = calculator.disclaimer?.trim() ?? '';

  return (
    <section
      className="finance-calculator"
      id={FINANCE_CALCULATOR_ID}
      aria-labelledby={FINANCE_CALCULATOR_HEADING_ID}
    >
      {/* Focusable from script only: Get Finance moves focus here after scrolling. */}
      <h2 className="finance-calculator__heading" id={FINANCE_CALCULATOR_HEADING_ID} tabIndex={-1}>
        {FINANCE_CALCULATOR_HEADING}
      </h2>
      {calculator.lenderName && (
        <p className="finance-calculator__lender">Finance by {calculator.lenderName}</p>
      )}
      <div className="finance-calculator__fields">
        <CalculatorNumberField
          id={`${fieldId}-loan`}
          label="Loan amount"
          {...dollarField(calculator.loan)}
          text={inputs.loan}
          onTextChange={(loan) => update({ loan })}
        />
        <TermField
          id={`${fieldId}-term`}
          term={calculator.term}
          years={inputs.termYears}
          onYearsChange={(termYears) => update({ termYears })}
        />
        {interest.locked ? (
          <p className="finance-field finance-field--fixed">
            <span className="finance-field__label">Interest rate</span>{' '}
            <strong>{formatRate(interestRate)}</strong>
          </p>
        ) : (
          <CalculatorNumberField
            id={`${fieldId}-interest`}
            label="Interest rate (% p.a.)"
            min={interest.min}
            max={interest.max}
            step={interest.step}
            text={inputs.interest}
            onTextChange={(text) => update({ interest: text })}
            formatValue={formatRateInput}
            suffix="%"
          />
        )}
        <CalculatorNumberField
          id={`${fieldId}-deposit`}
          label="Deposit or trade-in (optional)"
          {...dollarField(calculator.deposit)}
          text={inputs.deposit}
          onTextChange={(deposit) => update({ deposit })}
        />
        <CalculatorNumberField
          id={`${fieldId}-residual`}
          label="Balloon / residual (optional)"
          {...dollarField(calculator.residual)}
          text={inputs.residual}
          onTextChange={(text) => update({ residual: text })}
        />
        <FrequencyField
          name={`${fieldId}-frequency`}
          options={frequencyOptions(calculator)}
          value={inputs.frequency}
          onChange={(frequency) => update({ frequency })}
        />
      </div>
      {/* Its height is reserved for all three lines, so answers of any length shift nothing. */}
      <div
        className="finance-calculator__results"
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className="finance-calculator__repayment">
          {result.repayment === null ? (
            ENQUIRE_FOR_FINANCE_TEXT
          ) : (
            <>
              <strong>{formatDollars(result.repayment)}</strong> {PER_PERIOD[inputs.frequency]}
            </>
          )}
        </p>
        {result.totalRepayments !== null && (
          <p>
            Total repayments <strong>{formatDollars(result.totalRepayments)}</strong>
          </p>
        )}
        {residual > 0 && (
          <p>
            Balloon payment at the end <strong>{formatDollars(residual)}</strong>
          </p>
        )}
      </div>
      {/* The card and the sticky header show the car's estimate: when the calculator does not
          open on that figure, it says why. */}
      {calculator.openingNote && (
        <p className="finance-calculator__opening-note">{calculator.openingNote}</p>
      )}
      <Link
        className="button button--primary finance-calculator__apply"
        to={carFinanceHref(
          {
            internalId: data.internalId,
            slug: data.slug,
            carType: data.carType,
            financeEnquiryPath: data.financeEnquiryPath,
          },
          loanAmount,
        )}
      >
        {APPLY_FOR_FINANCE_LABEL}
      </Link>
      <div className="finance-calculator__small-print">
        {calculator.establishmentFee > 0 && (
          <p>
            Repayments include an establishment fee of {formatDollars(calculator.establishmentFee)}.
          </p>
        )}
        {estimate && (
          <>
            <p>
              Comparison rate <strong>{formatRate(estimate.comparisonRate)}</strong>
              {estimate.comparisonRateRange &&
                ` (comparison rates from ${formatPercent(estimate.comparisonRateRange.min)} to ${formatRate(estimate.comparisonRateRange.max)})`}
            </p>
            <p>
              {COMPARISON_RATE_BASIS} {COMPARISON_RATE_WARNING}
            </p>
          </>
        )}
        {disclaimer && (
          <FinanceDisclaimer
            text={disclaimer}
            collapseAt={calculator.disclaimerCollapseAt ?? null}
          />
        )}
      </div>
    </section>
  );
}
