import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadFormSettings } from '../../testing/lead-form-fixtures';
import { renderLeadRoute } from './render-lead-route';

const SITE = {
  name: 'Outback Caravans',
  slug: 'outback-caravans',
  labels: { approvalText: 'Get Pre-Approved Now' },
};

const CAR = {
  internalId: 'oc-000012',
  slug: '2024-honda-crf300l-oc-000012',
  name: '2024 Honda CRF300L',
  path: '/cars/2024-honda-crf300l-oc-000012',
  carType: 'NEW',
  price: 9_490,
  hasPersonalisedFinance: true,
};

beforeEach(() => localStorage.clear());

describe('PersonalisedFinancePage', () => {
  it('is the finance form about the vehicle named by car_id', async () => {
    await renderLeadRoute(`/personalised/finance?car_id=${CAR.slug}`, {
      Site: () => SITE,
      Car: () => CAR,
      LeadFormSettings: () => leadFormSettings(),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Personalised finance' })).toBeTruthy();
    const link = screen.getByRole('link', { name: CAR.name });
    expect(link.getAttribute('href')).toBe(CAR.path);
    const form = screen.getByRole('form', { name: 'Get Pre-Approved Now' });
    expect(
      within(form).getByRole<HTMLInputElement>('textbox', {
        name: 'Vehicle price budget (optional)',
      }).value,
    ).toBe('$9,490');
  });

  it('is not found for a vehicle without a personalised finance page', async () => {
    await renderLeadRoute(`/personalised/finance?car_id=${CAR.slug}`, {
      Site: () => SITE,
      Car: () => ({ ...CAR, hasPersonalisedFinance: false }),
      LeadFormSettings: () => leadFormSettings(),
    });

    expect(
      screen.getByRole('heading', { level: 1, name: /couldn’t find that vehicle/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
