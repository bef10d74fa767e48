import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { descriptionOf, leadFormSettings } from '../../testing/lead-form-fixtures';
import { pendingOperations } from '../../testing/pending-operations';
import { renderLeadRoute } from './render-lead-route';
import { answerLeadFormToken } from '../../testing/lead-form-token';

const RESOLVERS = {
  Site: () => ({ name: 'Coastal Motor Group', slug: 'coastal-motor-group' }),
  LeadFormSettings: () =>
    leadFormSettings({
      categories: ['General Enquiry', 'Service', 'Work With Us'],
      careersCategory: 'Work With Us',
    }),
};

beforeEach(() => localStorage.clear());

describe('the careers and contact pages', () => {
  it("opens the careers enquiry with the site's careers category chosen", async () => {
    const { environment } = await renderLeadRoute('/careers', RESOLVERS);
    await answerLeadFormToken(environment);

    const form = screen.getByRole('form', { name: 'Career enquiry' });
    const category = within(form).getByRole<HTMLSelectElement>('combobox', {
      name: 'Enquiry type',
    });
    expect(category.value).toBe('Work With Us');

    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Jo Citizen');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'jo@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '0412 345 678');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Any sales roles?');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    const [sent] = pendingOperations(environment, 'useSubmitLeadMutation') as [
      { input: { form: string; values: Record<string, unknown> } },
    ];
    expect(sent.input.form).toBe('GENERAL_ENQUIRY');
    expect(sent.input.values).toMatchObject({ category: 'Work With Us' });
  });

  it('asks the contact page’s shopper what the enquiry is about, and keeps its own draft', async () => {
    const careers = await renderLeadRoute('/careers', RESOLVERS);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Any sales roles?');
    careers.unmount();
    cleanup();

    await renderLeadRoute('/contact', RESOLVERS);
    const form = screen.getByRole('form', { name: 'Send an enquiry' });
    const category = within(form).getByRole<HTMLSelectElement>('combobox', {
      name: 'Enquiry type',
    });
    expect(category.value).toBe('');
    expect(within(form).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe(
      '',
    );

    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() =>
      expect(descriptionOf(category)).toBe('Please choose what your enquiry is about.'),
    );
  });
});
