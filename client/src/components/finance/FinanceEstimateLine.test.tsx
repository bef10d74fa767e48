import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { FinanceEstimateLineTestQuery } from '../../__generated__/FinanceEstimateLineTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { FinanceEstimateLine } from './FinanceEstimateLine';

const query = graphql`
  query FinanceEstimateLineTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...FinanceEstimateLine_car
    }
  }
`;

const ESTIMATE = { perWeek: 147, interestRate: 8.99, comparisonRate: 9.89 };

const renderLine = (financeEstimate: typeof ESTIMATE | null) =>
  renderWithRelay<FinanceEstimateLineTestQuery>({
    query,
    resolvers: { Car: () => ({ financeEstimate }) },
    render: (data) => data.car && <FinanceEstimateLine car={data.car} />,
  });

describe('FinanceEstimateLine', () => {
  it('shows the weekly estimate at the sample rate, with the comparison rate in small print', async () => {
    const { container } = await renderLine(ESTIMATE);

    const line = container.querySelector('p');
    expect(line?.textContent).toBe('$147/wk per week at 8.99% p.a. (comparison rate 9.89% p.a.)');
    // Seen as "$147/wk", heard as "$147 per week".
    expect(screen.getByText('/wk').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('per week').className).toBe('visually-hidden');
    expect(screen.getByText('(comparison rate 9.89% p.a.)').tagName).toBe('SMALL');
  });

  it('writes a whole-number rate without decimals', async () => {
    const { container } = await renderLine({
      perWeek: 212,
      interestRate: 10,
      comparisonRate: 10.5,
    });

    expect(container.querySelector('p')?.textContent).toBe(
      '$212/wk per week at 10% p.a. (comparison rate 10.5% p.a.)',
    );
  });

  it('asks to enquire rather than quote $25 a week or less', async () => {
    await renderLine({ ...ESTIMATE, perWeek: 25 });

    expect(screen.getByText('Enquire for Finance')).toBeTruthy();
    expect(screen.queryByText('/wk')).toBeNull();
  });

  it('shows nothing when the car has no estimate', async () => {
    const { container } = await renderLine(null);

    expect(container.textContent).toBe('');
  });
});
