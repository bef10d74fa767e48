import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetFinanceLinkTestQuery } from '../../../__generated__/GetFinanceLinkTestQuery.graphql';
import {
  FINANCE_CALCULATOR,
  type FinanceCalculatorFixture,
} from '../../../testing/finance-fixtures';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { FinanceCalculator } from './FinanceCalculator';
import { GetFinanceLink } from './GetFinanceLink';

const query = graphql`
  query GetFinanceLinkTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...GetFinanceLink_car
      ...FinanceCalculator_car
    }
  }
`;

const renderLink = (financeCalculator: FinanceCalculatorFixture | null) =>
  renderWithRelay<GetFinanceLinkTestQuery>({
    query,
    resolvers: {
      Car: () => ({
        internalId: 'HX-1042',
        slug: '2021-toyota-hilux-sr5',
        financeEnquiryPath: '/finance',
        carType: 'USED',
        price: 24990,
        financeCalculator,
        financeEstimate: null,
      }),
    },
    render: (data) =>
      data.car && (
        <>
          <GetFinanceLink car={data.car} className="button" />
          <FinanceCalculator car={data.car} />
        </>
      ),
  });

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  // jsdom lays nothing out, so it has no scrollIntoView of its own.
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('GetFinanceLink', () => {
  it('leads to the page’s calculator when the car has one', async () => {
    await renderLink(FINANCE_CALCULATOR);

    expect(screen.getByRole('link', { name: 'Get Finance' }).getAttribute('href')).toBe(
      '#finance-calculator',
    );
  });

  it('scrolls to the calculator and puts the focus on its heading', async () => {
    await renderLink(FINANCE_CALCULATOR);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Get Finance' }));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('finance-calculator'));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Estimate your repayments' }),
      ),
    );
  });

  it('leads to the finance page’s form when the car has no calculator', async () => {
    await renderLink(null);

    expect(screen.getByRole('link', { name: 'Get Finance' }).getAttribute('href')).toBe(
      '/finance?vehiclePriceBudget=24990&car_id=HX-1042&car_type=used#finance-form',
    );
  });
});
