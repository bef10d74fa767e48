import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { ReserveFormTestQuery } from '../../__generated__/ReserveFormTestQuery.graphql';
import { PageLeadFormsContext } from '../../components/leads/page-lead-forms';
import type { PageLeadForms, RefusedLeadForm } from '../../ssr-contract';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { ReserveForm } from './ReserveForm';

const query = graphql`
  query ReserveFormTestQuery @relay_test_operation {
    viewer {
      ...ReserveForm_viewer
    }
  }
`;

const ACTION = '/cars/2021-toyota-hilux-sr5/buy-online';

async function renderForm({
  viewer,
  refused = null,
  pageForms = null,
}: {
  viewer: { email: string; phone: string | null } | null;
  refused?: RefusedLeadForm | null;
  pageForms?: PageLeadForms | null;
}) {
  return renderWithRelay<ReserveFormTestQuery>({
    query,
    resolvers: { Query: () => ({ viewer }), Viewer: () => viewer ?? {} },
    render: (data) => (
      <PageLeadFormsContext.Provider value={pageForms}>
        <ReserveForm action={ACTION} viewer={data.viewer ?? null} refused={refused} />
      </PageLeadFormsContext.Provider>
    ),
  });
}

const valueOf = (label: string | RegExp) =>
  (screen.getByLabelText(label) as HTMLInputElement).value;

describe('ReserveForm', () => {
  it('is a plain form posted to the reserve page, with the page’s key for this car', async () => {
    const { container } = await renderForm({
      viewer: null,
      pageForms: { formToken: 'token', idempotencyKey: 'page-key' },
    });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(ACTION);
    const key = form.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!;
    expect(key.type).toBe('hidden');
    expect(key.value).toBe(`page-key:reserve:${ACTION}`);
    expect(
      ['First name', 'Last name', 'Email', 'Mobile number'].map(
        (label) => (screen.getByLabelText(label) as HTMLInputElement).required,
      ),
    ).toEqual([true, true, true, true]);
    expect((screen.getByLabelText(/Postcode/) as HTMLInputElement).required).toBe(false);
    expect(screen.getByText('(optional)')).toBeTruthy();
  });

  it('fills in the signed-in shopper’s e-mail and mobile as they would type it', async () => {
    await renderForm({ viewer: { email: 'jo@example.com', phone: '+61412345678' } });
    expect(valueOf('Email')).toBe('jo@example.com');
    expect(valueOf('Mobile number')).toBe('0412345678');
    expect(valueOf('First name')).toBe('');
  });

  it('shows a refused form with what was typed and each refusal under its field', async () => {
    await renderForm({
      viewer: { email: 'jo@example.com', phone: null },
      refused: {
        form: 'reserve',
        reason: 'invalid',
        values: { firstName: 'Jo', lastName: '', email: 'typo', phone: '12', postcode: '' },
        fields: [{ name: 'email', message: 'Please enter a valid email address.' }],
        general: ['Payments are unavailable just now; nothing was charged.'],
      },
    });
    // What they typed wins over the account's address.
    expect(valueOf('Email')).toBe('typo');
    expect(valueOf('First name')).toBe('Jo');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(screen.getByRole('alert').textContent).toContain('nothing was charged');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
  });
});
