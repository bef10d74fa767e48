import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadFormSettings } from '../../testing/lead-form-fixtures';
import { answerLeadFormToken } from '../../testing/lead-form-token';
import { pendingOperations } from '../../testing/pending-operations';
import { renderLeadRoute } from './render-lead-route';

const SITE = { name: 'Outback Caravans', slug: 'outback-caravans' };
const CATEGORIES = ['Sales Enquiry', 'Service Enquiry', 'Careers'];

beforeEach(() => localStorage.clear());

async function fillContact(form: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Jo Citizen');
  await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'jo@example.com');
  await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '0412 345 678');
  return user;
}

describe('Book a Service', () => {
  it("opens the enquiry with the site's service category chosen, beside its service centres", async () => {
    const { environment } = await renderLeadRoute('/service', {
      Site: () => ({
        ...SITE,
        servicePage: { external: false, category: 'Service Enquiry' },
      }),
      Location: () => ({ name: 'Outback Service & Parts Toowoomba' }),
      LeadFormSettings: () => leadFormSettings({ categories: CATEGORIES }),
    });
    await answerLeadFormToken(environment);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book a Service');
    const centres = screen.getByRole('region', { name: 'Our service centres' });
    expect(within(centres).getAllByRole('heading', { level: 3 })[0]!.textContent).toBe(
      'Outback Service & Parts Toowoomba',
    );

    const form = screen.getByRole('form', { name: 'Service booking' });
    const category = within(form).getByRole<HTMLSelectElement>('combobox', {
      name: 'Enquiry type',
    });
    expect(category.value).toBe('Service Enquiry');
    const user = await fillContact(form);
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Logbook service');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    const [sent] = pendingOperations(environment, 'useSubmitLeadMutation') as [
      { input: { form: string; values: Record<string, unknown> } },
    ];
    expect(sent.input.form).toBe('GENERAL_ENQUIRY');
    expect(sent.input.values).toMatchObject({ category: 'Service Enquiry' });
  });

  it('is not a page of a site that books on the manufacturer’s page', async () => {
    await renderLeadRoute('/service', {
      Site: () => ({ ...SITE, servicePage: { external: true, category: 'Service' } }),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/couldn’t find/);
  });
});

describe('Book a test drive', () => {
  it('books a test drive of the vehicle the shopper names, with no vehicle fixed', async () => {
    const { environment } = await renderLeadRoute('/book-test-drive/', {
      Site: () => ({ ...SITE, features: { testDrive: true } }),
      LeadFormSettings: () => leadFormSettings(),
    });
    await answerLeadFormToken(environment);
    const form = screen.getByRole('form', { name: 'Test drive' });
    const user = await fillContact(form);
    await user.type(
      within(form).getByRole('textbox', { name: /Vehicle you’d like to drive/ }),
      'The white Ranger XLT',
    );
    await user.click(within(form).getByRole('button', { name: 'Book test drive' }));
    const [sent] = pendingOperations(environment, 'useSubmitLeadMutation') as [
      { input: { form: string; values: Record<string, unknown> } },
    ];
    expect(sent.input.form).toBe('TEST_DRIVE');
    expect(sent.input.values).toMatchObject({ message: 'The white Ranger XLT' });
    expect(sent.input.values).not.toHaveProperty('carId');
  });

  it('answers without the trailing slash too, and not on a site without test drives', async () => {
    await renderLeadRoute('/book-test-drive', {
      Site: () => ({ ...SITE, features: { testDrive: false } }),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/couldn’t find/);
  });
});
