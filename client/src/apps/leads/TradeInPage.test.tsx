import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { descriptionOf, leadFormSettings } from '../../testing/lead-form-fixtures';
import { pendingOperations } from '../../testing/pending-operations';
import { renderLeadRoute } from './render-lead-route';
import { answerLeadFormToken } from '../../testing/lead-form-token';

const SITE = {
  name: 'Outback Caravans',
  slug: 'outback-caravans',
  labels: { vehicleType: 'Caravan', tradeInButton: 'Get Your Valuation' },
};

const HILUX = {
  internalId: 'hilux-1',
  name: '2019 Toyota Hilux SR5',
  path: '/cars/2019-toyota-hilux-sr5',
};

beforeEach(() => localStorage.clear());

describe('TradeInPage', () => {
  it('names the vehicle of this site the trade-in is towards, and sends it with the form', async () => {
    const { environment } = await renderLeadRoute('/cars/trade-in?car_id=hilux-1', {
      Site: () => SITE,
      LeadFormSettings: () => leadFormSettings(),
      Car: () => HILUX,
    });
    await answerLeadFormToken(environment);

    expect(screen.getByRole('heading', { level: 1, name: 'Trade in your caravan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2019 Toyota Hilux SR5' }).getAttribute('href')).toBe(
      '/cars/2019-toyota-hilux-sr5',
    );

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Your details' });
    const textbox = (name: string) => within(form).getByRole('textbox', { name });
    await user.type(textbox('First Name'), 'Jo');
    await user.type(textbox('Last Name'), 'Citizen');
    await user.type(textbox('Postcode'), '4215');
    await user.type(textbox('Mobile Number'), '0412 345 678');
    await user.type(textbox('Email'), 'jo@example.com');
    await user.click(within(form).getByRole('button', { name: 'Get Your Valuation' }));

    const [sent] = pendingOperations(environment, 'useSubmitLeadMutation') as [
      { input: { form: string; values: Record<string, unknown> } },
    ];
    expect(sent.input.form).toBe('TRADE_IN');
    expect(sent.input.values).toMatchObject({
      firstName: 'Jo',
      lastName: 'Citizen',
      postcode: '4215',
      phone: '0412 345 678',
      email: 'jo@example.com',
      carId: 'hilux-1',
    });
  });

  it('names no vehicle when the address names none of this site', async () => {
    await renderLeadRoute('/cars/trade-in?car_id=elsewhere-9', {
      Site: () => SITE,
      LeadFormSettings: () => leadFormSettings(),
      Query: () => ({ carByInternalId: null }),
    });

    expect(screen.queryByText(/Trading in towards/)).toBeNull();
  });

  it('is "sell your vehicle" at /trade-in, and checks the postcode is 4 digits', async () => {
    const { environment } = await renderLeadRoute('/trade-in', {
      Site: () => SITE,
      LeadFormSettings: () => leadFormSettings(),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Sell your caravan' })).toBeTruthy();
    const user = userEvent.setup();
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(postcode, '421');
    await user.click(screen.getByRole('button', { name: 'Get Your Valuation' }));

    expect(descriptionOf(postcode)).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(pendingOperations(environment, 'useSubmitLeadMutation')).toEqual([]);
  });
});
