import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MoneyFieldTestQuery } from '../../__generated__/MoneyFieldTestQuery.graphql';
import { descriptionOf, leadFormSettings } from '../../testing/lead-form-fixtures';
import { pendingOperations } from '../../testing/pending-operations';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { FinanceEnquiryForm } from './FinanceEnquiryForm';

const query = graphql`
  query MoneyFieldTestQuery @relay_test_operation {
    site {
      leadForm(form: FINANCE_ENQUIRY) {
        ...FinanceEnquiryForm_settings
      }
    }
  }
`;

beforeEach(() => localStorage.clear());

async function renderBudget() {
  const user = userEvent.setup();
  const { environment } = await renderWithRelay<MoneyFieldTestQuery>({
    query,
    resolvers: { LeadFormSettings: () => leadFormSettings() },
    render: (data) => (
      <FinanceEnquiryForm
        settings={data.site.leadForm}
        siteSlug="coastal-motor-group"
        query={{}}
        title="Get Pre-Approved Now"
      />
    ),
  });
  const form = screen.getByRole('form', { name: 'Get Pre-Approved Now' });
  const budget = within(form).getByRole<HTMLInputElement>('textbox', {
    name: 'Vehicle price budget (optional)',
  });
  return { user, environment, form, budget };
}

describe('MoneyField', () => {
  it('writes the amount with "$" and thousands separators once the shopper leaves it', async () => {
    const { user, budget } = await renderBudget();

    await user.type(budget, '25000');
    expect(budget.value).toBe('25000');
    await user.tab();

    expect(budget.value).toBe('$25,000');
    expect(budget.inputMode).toBe('decimal');
  });

  it('fills in a quick pick, shown as chosen', async () => {
    const { user, form, budget } = await renderBudget();
    const picks = within(form).getByRole('group', { name: 'Quick picks: Vehicle price budget' });

    expect(
      within(picks)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '$5,000',
      '$10,000',
      '$15,000',
      '$20,000',
      '$25,000',
      '$30,000',
      '$40,000',
      '$50,000',
      '$70,000',
    ]);
    await user.click(within(picks).getByRole('button', { name: '$15,000' }));

    expect(budget.value).toBe('$15,000');
    expect(
      within(picks).getByRole('button', { name: '$15,000' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(picks).getByRole('button', { name: '$20,000' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('keeps what is not an amount as typed and says why under it', async () => {
    const { user, environment, form, budget } = await renderBudget();

    await user.type(budget, 'about 20k');
    await user.tab();
    expect(budget.value).toBe('about 20k');
    await user.click(within(form).getByRole('button', { name: 'Send finance enquiry' }));

    expect(budget.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(budget)).toBe(
      'Please enter your vehicle price budget in dollars, such as $25,000.',
    );
    expect(pendingOperations(environment, 'useSubmitLeadMutation')).toEqual([]);

    // A pick after the refusal is checked at once: the error goes (the form's check is async, so
    // the value can show a render before the check's verdict does).
    fireEvent.click(within(form).getByRole('button', { name: '$30,000' }));
    await screen.findByDisplayValue('$30,000');
    await waitFor(() => expect(budget.getAttribute('aria-invalid')).toBeNull());
  });
});
