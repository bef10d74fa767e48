import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadFormSettings } from '../../testing/lead-form-fixtures';
import { pendingOperations } from '../../testing/pending-operations';
import { renderLeadRoute } from './render-lead-route';
import { answerLeadFormToken } from '../../testing/lead-form-token';

const SITE = {
  name: 'Coastal Motor Group',
  slug: 'coastal-motor-group',
  financeEnquiryPath: '/finance',
  labels: { approvalText: 'Get Pre-Approved Now' },
};

const SETTINGS = leadFormSettings({
  showPreferredDealership: true,
  dealerships: [
    { slug: 'coastal-southport', name: 'Coastal Southport' },
    { slug: 'coastal-nerang', name: 'Coastal Nerang' },
  ],
});

beforeEach(() => localStorage.clear());

describe('FinancePage', () => {
  it('fills the finance form in from the address, at #finance-form', async () => {
    const { environment } = await renderLeadRoute(
      '/finance?preferredDealership=coastal-nerang&vehiclePriceBudget=24990&car_id=hilux-1&car_type=used#finance-form',
      { Site: () => SITE, LeadFormSettings: () => SETTINGS },
    );
    await answerLeadFormToken(environment);

    expect(screen.getByRole('heading', { level: 1, name: 'Finance' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Get Pre-Approved Now' });
    expect(form.id).toBe('finance-form');
    expect(
      within(form).getByRole<HTMLInputElement>('textbox', {
        name: 'Vehicle price budget (optional)',
      }).value,
    ).toBe('$24,990');
    expect(
      within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Preferred dealership' }).value,
    ).toBe('coastal-nerang');
    expect(document.title).toBe('Finance | Coastal Motor Group');

    // The vehicle the shopper came from goes with the enquiry.
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Jo Citizen');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'jo@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '0412 345 678');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Weekly repayments?');
    await user.click(within(form).getByRole('button', { name: 'Send finance enquiry' }));
    const [sent] = pendingOperations(environment, 'useSubmitLeadMutation') as [
      { input: { form: string; values: Record<string, unknown> } },
    ];
    expect(sent.input.form).toBe('FINANCE_ENQUIRY');
    expect(sent.input.values).toMatchObject({
      vehiclePriceBudget: '$24,990',
      preferredDealership: 'coastal-nerang',
      carId: 'hilux-1',
      carType: 'used',
    });
  });

  it('leaves out what the address names that the site does not have', async () => {
    await renderLeadRoute('/finance?preferredDealership=elsewhere&vehiclePriceBudget=lots', {
      Site: () => SITE,
      LeadFormSettings: () => SETTINGS,
    });

    const form = screen.getByRole('form', { name: 'Get Pre-Approved Now' });
    expect(
      within(form).getByRole<HTMLInputElement>('textbox', {
        name: 'Vehicle price budget (optional)',
      }).value,
    ).toBe('');
    expect(
      within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Preferred dealership' }).value,
    ).toBe('');
  });
});

describe('the finance page’s address', () => {
  it('is the site’s own: /apply-for-finance there, and /finance is not a page of that site', async () => {
    const site = { ...SITE, financeEnquiryPath: '/apply-for-finance' };
    await renderLeadRoute('/apply-for-finance?car_id=hilux-1', {
      Site: () => site,
      LeadFormSettings: () => SETTINGS,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Finance' })).toBeTruthy();
  });

  it('answers "not found" at another site’s finance address', async () => {
    const site = { ...SITE, financeEnquiryPath: '/apply-for-finance' };
    await renderLeadRoute('/finance', { Site: () => site, LeadFormSettings: () => SETTINGS });
    expect(
      screen.getByRole('heading', { level: 1, name: 'We couldn’t find that page' }),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Get Pre-Approved Now' })).toBeNull();
  });
});
