import {
  ENQUIRE_FOR_FINANCE_MAX,
  ENQUIRE_FOR_FINANCE_TEXT,
  FREQUENCY_ABBREVIATIONS,
} from '@forecourt/schema/finance/finance-wording';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FinanceEstimateLine_car$key } from '../../__generated__/FinanceEstimateLine_car.graphql';
import { formatRate } from './finance-format';
import './finance-estimate-line.css';

/**
 * Spec 1 §2: the lender's weekly estimate at its sample rate, "$123/wk at 8.99% p.a.", under a
 * price on search cards and in the sticky header; the comparison rate follows in small print, as
 * a quoted rate needs it. Nothing when the car has no estimate.
 */
export function FinanceEstimateLine({ car }: { car: FinanceEstimateLine_car$key }) {
  const { financeEstimate: estimate } = useFragment(
    graphql`
      fragment FinanceEstimateLine_car on Car {
        financeEstimate {
          perWeek
          interestRate
          comparisonRate
        }
      }
    `,
    car,
  );
  if (!estimate) return null;
  // Spec 1 §8: a repayment this small is not quoted.
  if (estimate.perWeek <= ENQUIRE_FOR_FINANCE_MAX) {
    return <p className="finance-estimate-line">{ENQUIRE_FOR_FINANCE_TEXT}</p>;
  }
  return (
    <p className="finance-estimate-line">
      <strong className="finance-estimate-line__amount">{formatDollars(estimate.perWeek)}</strong>
      <span aria-hidden="true">/{FREQUENCY_ABBREVIATIONS.week}</span>
      <span className="visually-hidden"> per week</span> at {formatRate(estimate.interestRate)}{' '}
      <small className="finance-estimate-line__comparison">
        (comparison rate {formatRate(estimate.comparisonRate)})
      </small>
    </p>
  );
}
