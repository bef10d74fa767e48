import { FORM_SUBMIT_FAILED_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VehicleEnquiryFormTestQuery } from '../../__generated__/VehicleEnquiryFormTestQuery.graphql';
import { GraphQLResponseError } from '../../relay/create-relay-environment';
import { descriptionOf, leadFormSettings } from '../../testing/lead-form-fixtures';
import { pendingOperations } from '../../testing/pending-operations';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { leadDraftKey } from './lead-draft-store';
import { TypedBeforeCodeContext, type PostedFields } from './typed-before-code';
import type { LeadFormCar } from './lead-form-defaults';
import { VehicleEnquiryForm } from './VehicleEnquiryForm';
import { recordLandingParams, recordVisitedPage } from './visited-pages';
import {
  answerLeadFormToken,
  pendingFormTokenAsks,
  TEST_FORM_TOKEN,
} from '../../testing/lead-form-token';

const query = graphql`
  query VehicleEnquiryFormTestQuery @relay_test_operation {
    site {
      leadForm(form: VEHICLE_ENQUIRY) {
        ...VehicleEnquiryForm_settings
      }
    }
  }
`;

const MUTATION = 'useSubmitLeadMutation';
const SITE = 'coastal-motor-group';
const CAR: LeadFormCar = {
  internalId: 'hilux-1',
  name: '2019 Toyota Hilux SR5',
  path: '/cars/2019-toyota-hilux-sr5',
  locationId: 'southport',
  dealershipSlug: 'coastal-southport',
};
const DRAFT_KEY = leadDraftKey(SITE, 'vehicle-enquiry', CAR.internalId);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function renderForm(
  settings: Record<string, unknown> = {},
  car: LeadFormCar = CAR,
  typedBeforeCode: readonly PostedFields[] = [],
) {
  const user = userEvent.setup();
  const rendered = await renderWithRelay<VehicleEnquiryFormTestQuery>({
    query,
    resolvers: { LeadFormSettings: () => leadFormSettings(settings) },
    render: (data) => (
      <TypedBeforeCodeContext.Provider value={typedBeforeCode}>
        <VehicleEnquiryForm
          settings={data.site.leadForm}
          siteSlug={SITE}
          car={car}
          title="Send an enquiry"
        />
      </TypedBeforeCodeContext.Provider>
    ),
  });
  // A draft brought back brings its token back: then the form asks for none.
  if (pendingFormTokenAsks(rendered.environment) > 0) {
    await answerLeadFormToken(rendered.environment);
  }
  const form = screen.getByRole('form', { name: 'Send an enquiry' });
  const textbox = (name: string) => within(form).getByRole<HTMLInputElement>('textbox', { name });
  const fillIn = async () => {
    await user.type(textbox('Name'), 'Jo Citizen');
    await user.type(textbox('Email'), 'jo@example.com');
    await user.type(textbox('Phone'), '0412 345 678');
    await user.type(textbox('Message'), 'Is it still available?');
  };
  const send = () => user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
  return { ...rendered, user, form, textbox, fillIn, send };
}

/** Fails the pending request before any field answered (a limit on requests, the server unwell). */
function rejectWith(
  environment: Awaited<ReturnType<typeof renderForm>>['environment'],
  errors: ConstructorParameters<typeof GraphQLResponseError>[0],
) {
  act(() => environment.mock.rejectMostRecentOperation(new GraphQLResponseError(errors)));
}

/** Answers the pending submitLead with a typed refusal (its result union's error). */
function refuseWith(
  environment: Awaited<ReturnType<typeof renderForm>>['environment'],
  refusal: { __typename: string; message: string } & Record<string, unknown>,
) {
  act(() => environment.mock.resolveMostRecentOperation({ data: { submitLead: refusal } }));
}

describe('VehicleEnquiryForm', () => {
  it('says under each input what the shared schema refuses, and sends nothing', async () => {
    const { environment, textbox, send } = await renderForm();

    await send();

    const name = textbox('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toBe('Please enter your name.');
    expect(descriptionOf(textbox('Email'))).toBe('Please enter your email address.');
    expect(descriptionOf(textbox('Phone'))).toBe('Please enter your phone number.');
    expect(descriptionOf(textbox('Message'))).toBe('Please enter a message.');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(pendingOperations(environment, MUTATION)).toEqual([]);
  });

  it('checks as the shopper corrects a field once the form was sent', async () => {
    const { user, textbox, send } = await renderForm();

    await send();
    await user.type(textbox('Email'), 'jo@example');
    expect(descriptionOf(textbox('Email'))).toBe(
      'Please enter a valid email address, such as name@example.com.',
    );
    await user.type(textbox('Email'), '.com');
    expect(textbox('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends what was typed with the visit, spins while it sends, then shows the success page', async () => {
    recordVisitedPage(sessionStorage, '/search/used-cars?utm_source=google');
    recordVisitedPage(sessionStorage, CAR.path);
    recordLandingParams(sessionStorage, '?utm_source=google&gclid=abc');
    const { environment, router, fillIn, send } = await renderForm();

    await fillIn();
    await send();

    expect(pendingOperations(environment, MUTATION)).toEqual([
      {
        input: {
          form: 'VEHICLE_ENQUIRY',
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
          values: {
            name: 'Jo Citizen',
            email: 'jo@example.com',
            phone: '0412 345 678',
            message: 'Is it still available?',
            preferredDealership: 'coastal-southport',
            locationId: 'southport',
            rego: '',
            regoState: '',
            optIn: true,
            termsAccepted: false,
            carId: 'hilux-1',
            website: '',
          },
          formToken: TEST_FORM_TOKEN,
          pageUrl: window.location.href,
          visitedPages: ['/search/used-cars?utm_source=google', CAR.path],
          linkedQueryParams: [
            { name: 'utm_source', value: 'google' },
            { name: 'gclid', value: 'abc' },
          ],
        },
      },
    ]);
    const sending = screen.getByRole<HTMLButtonElement>('button', { name: 'Sending…' });
    expect(sending.disabled).toBe(true);
    expect(sending.querySelector('.lead-form__spinner')).not.toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SubmitLeadPayload: () => ({ leadId: 'lead-1', successPath: '/success?lead=lead-1' }),
        }),
      ),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toBe('?lead=lead-1');
    expect(router.state.location.state).toEqual({
      leadId: 'lead-1',
      back: { path: CAR.path, label: `Back to ${CAR.name}` },
    });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('puts refused fields under their inputs and the rest in the banner, keeping what was typed', async () => {
    const { environment, textbox, fillIn, send } = await renderForm();

    await fillIn();
    await send();
    refuseWith(environment, {
      __typename: 'ValidationError',
      message: 'email: …; carId: …; pageUrl: …',
      issues: [
        { field: 'email', message: 'This address cannot receive mail.' },
        {
          field: 'carId',
          message: 'This vehicle is not listed on this site any more. Please reload the page.',
        },
        { field: 'pageUrl', message: 'must be the http(s) address of the page' },
      ],
    });

    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send enquiry' });
    expect(button.disabled).toBe(false);
    expect(button.querySelector('.lead-form__spinner')).toBeNull();
    const email = textbox('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('This address cannot receive mail.');
    await waitFor(() => expect(document.activeElement).toBe(email));
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText(FORM_SUBMIT_FAILED_MESSAGE)).toBeTruthy();
    expect(within(banner).getByText('Please fix the following errors:')).toBeTruthy();
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'This vehicle is not listed on this site any more. Please reload the page.',
      'must be the http(s) address of the page',
    ]);
    expect(textbox('Name').value).toBe('Jo Citizen');
    expect(email.value).toBe('jo@example.com');
    expect(textbox('Phone').value).toBe('0412 345 678');
    expect(textbox('Message').value).toBe('Is it still available?');
  });

  it("shows a refusal of the whole form in the server's words, and a retry is the same submission", async () => {
    const { environment, fillIn, send } = await renderForm();

    await fillIn();
    await send();
    const [first] = pendingOperations(environment, MUTATION) as [
      { input: Record<string, unknown> },
    ];
    refuseWith(environment, {
      __typename: 'RateLimitedError',
      message: 'Too many enquiries from this connection. Please try again in 1 minute.',
      retryAfterSeconds: 60,
    });

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(
      `${FORM_SUBMIT_FAILED_MESSAGE}Too many enquiries from this connection. Please try again in 1 minute.`,
    );
    await waitFor(() => expect(document.activeElement).toBe(banner));

    await send();
    const [second] = pendingOperations(environment, MUTATION) as [
      { input: Record<string, unknown> },
    ];
    expect(second.input.idempotencyKey).toBe(first.input.idempotencyKey);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends again with a fresh form token when the server refuses it, keeping what was typed', async () => {
    const { environment, fillIn, send, textbox } = await renderForm();
    expect(pendingFormTokenAsks(environment)).toBe(0);

    await fillIn();
    await send();
    const [first] = pendingOperations(environment, MUTATION) as [
      { input: Record<string, unknown> },
    ];
    const expired =
      'This form was open for more than 12 hours, so it expired. We refreshed it and kept your details: please send it again.';
    const refuseToken = () =>
      refuseWith(environment, {
        __typename: 'ValidationError',
        message: `formToken: ${expired}`,
        issues: [{ field: 'formToken', message: expired }],
      });
    refuseToken();

    // A fresh token is asked for, and the same submission sent with it: the shopper does nothing.
    await waitFor(() => expect(pendingFormTokenAsks(environment)).toBe(1));
    await answerLeadFormToken(environment, 'a-fresh-token');
    await waitFor(() =>
      expect(pendingOperations(environment, MUTATION)).toEqual([
        {
          input: expect.objectContaining({
            formToken: 'a-fresh-token',
            idempotencyKey: first.input.idempotencyKey,
          }),
        },
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();

    // Refused again, the shopper reads what happened and what to do; nothing typed is lost.
    refuseToken();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(`${FORM_SUBMIT_FAILED_MESSAGE}${expired}`);
    expect(textbox('Name').value).toBe('Jo Citizen');
    expect(textbox('Message').value).toBe('Is it still available?');
  });

  it('says so when the site cannot be reached', async () => {
    const { environment, fillIn, send } = await renderForm();

    await fillIn();
    await send();
    act(() => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));

    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't reach the dealer's website.",
    );
  });

  it('sends the details again under a new key when the old one went with other details', async () => {
    const { environment, fillIn, send } = await renderForm();

    await fillIn();
    await send();
    const [first] = pendingOperations(environment, MUTATION) as [
      { input: Record<string, unknown> },
    ];
    refuseWith(environment, {
      __typename: 'IdempotencyConflictError',
      message: 'This form was already sent with different details.',
    });

    await waitFor(() => expect(pendingOperations(environment, MUTATION)).toHaveLength(1));
    const [again] = pendingOperations(environment, MUTATION) as [
      { input: Record<string, unknown> },
    ];
    expect(again.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
    expect(again.input.values).toEqual(first.input.values);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('brings back what was typed after a reload, with the same submission key, but not the honeypot', async () => {
    const first = await renderForm();
    await first.fillIn();
    await first.send();
    const [sent] = pendingOperations(first.environment, MUTATION) as [
      { input: Record<string, unknown> },
    ];
    rejectWith(first.environment, [{ message: 'The site is busy. Please try again.' }]);
    await screen.findByRole('alert');
    // What a robot types into the honeypot is never kept.
    fireEvent.change(first.form.querySelector('input[name="website"]')!, {
      target: { value: 'https://spam.example' },
    });
    first.unmount();
    expect(localStorage.getItem(DRAFT_KEY)).not.toContain('spam.example');

    const again = await renderForm();
    await waitFor(() => expect(again.textbox('Name').value).toBe('Jo Citizen'));
    expect(again.textbox('Message').value).toBe('Is it still available?');
    expect(again.form.querySelector<HTMLInputElement>('input[name="website"]')!.value).toBe('');

    await again.send();
    const [retried] = pendingOperations(again.environment, MUTATION) as [
      { input: Record<string, unknown> },
    ];
    expect(retried.input.idempotencyKey).toBe(sent.input.idempotencyKey);
    // The form was opened before the reload: its token says so, and no other is asked for.
    expect(retried.input.formToken).toBe(TEST_FORM_TOKEN);
    expect(pendingFormTokenAsks(again.environment)).toBe(0);
  });

  it('starts from what was typed in the server’s form before its code arrived, over a saved draft', async () => {
    const first = await renderForm();
    await first.fillIn();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
        values: { name: 'Jo Citizen', email: 'jo@example.com' },
      }),
    );
    first.unmount();

    // The server's form, as the page read it when this form replaced it: a name typed, the rest
    // as the server rendered it (empty), and another form of the page, which is not this one's.
    const again = await renderForm({}, CAR, [
      [
        ['_form', 'TEST_DRIVE'],
        ['name', 'Someone Else'],
      ],
      [
        ['_form', 'VEHICLE_ENQUIRY'],
        ['name', 'Sam Typed'],
        ['email', ''],
        ['carId', 'hilux-1'],
      ],
    ]);

    await waitFor(() => expect(again.textbox('Email').value).toBe('jo@example.com'));
    expect(again.textbox('Name').value).toBe('Sam Typed');
    expect(again.textbox('Message').value).toBe('Is it still available?');
  });

  it('keeps typing in the draft shortly after each change', async () => {
    const { user, textbox } = await renderForm();

    await user.type(textbox('Name'), 'Jo');

    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
        values: { name: 'Jo', carId: 'hilux-1' },
      }),
    );
  });

  it('hides the honeypot from people, keyboards and autofill', async () => {
    const { form } = await renderForm();

    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(within(form).queryByRole('textbox', { name: 'Website' })).toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    const box = honeypot.closest('[aria-hidden="true"]');
    expect(box?.classList.contains('visually-hidden')).toBe(true);
  });

  it('puts an error of a value the form does not show in the banner', async () => {
    const { fillIn, send } = await renderForm({}, { ...CAR, internalId: '' });

    await fillIn();
    await send();

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(
      'The vehicle of this enquiry is missing. Please reload the page and try again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(banner));
  });

  it('asks for the terms where the site requires them, linking to them', async () => {
    const { form, fillIn, send } = await renderForm({
      termsRequired: true,
      termsUrl: '/pages/terms',
    });

    await fillIn();
    await send();

    const terms = within(form).getByRole('checkbox', { name: /I agree to the terms of use/ });
    expect(descriptionOf(terms)).toBe(
      'You must agree to the terms of use before submitting the form.',
    );
    expect(
      within(form)
        .getByRole('link', { name: /terms of use/ })
        .getAttribute('href'),
    ).toBe('/pages/terms');
  });

  it("offers the site's dealerships, locations and check options, the vehicle's chosen", async () => {
    const { environment, form, user, fillIn, send } = await renderForm({
      showPreferredDealership: true,
      dealerships: [
        { slug: 'coastal-southport', name: 'Coastal Southport' },
        { slug: 'coastal-nerang', name: 'Coastal Nerang' },
      ],
      showLocationSelect: true,
      locations: [
        { id: 'southport', name: 'Southport - Sales', openingHours: [] },
        { id: 'nerang', name: 'Nerang - Sales', openingHours: [] },
      ],
      checkOptions: [
        { name: 'finance', label: 'Finance' },
        { name: 'insurance', label: 'Insurance' },
      ],
    });

    const dealership = within(form).getByRole<HTMLSelectElement>('combobox', {
      name: 'Preferred dealership',
    });
    expect(dealership.value).toBe('coastal-southport');
    const location = within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Location' });
    expect(location.value).toBe('southport');
    const optIn = within(form).getByRole<HTMLInputElement>('checkbox', {
      name: 'Send me news and special offers',
    });
    expect(optIn.checked).toBe(true);

    await fillIn();
    await user.selectOptions(location, 'nerang');
    await user.click(within(form).getByRole('checkbox', { name: 'Finance' }));
    await user.click(optIn);
    await send();

    const [sent] = pendingOperations(environment, MUTATION) as [
      { input: { values: Record<string, unknown> } },
    ];
    expect(sent.input.values).toMatchObject({
      preferredDealership: 'coastal-southport',
      locationId: 'nerang',
      checkOptions: { finance: true, insurance: false },
      optIn: false,
    });
  });

  it('sends one choice of check options shown as radio buttons, and shows a refusal under them', async () => {
    const { environment, form, user, fillIn, send } = await renderForm({
      checkOptions: [
        { name: 'finance', label: 'Finance' },
        { name: 'insurance', label: 'Insurance' },
      ],
      checkOptionsAsRadio: true,
    });
    const group = within(form).getByRole('group', { name: 'I am also interested in (optional)' });

    await fillIn();
    await user.click(within(group).getByRole('radio', { name: 'Insurance' }));
    await send();
    const [sent] = pendingOperations(environment, MUTATION) as [
      { input: { values: Record<string, unknown> } },
    ];
    expect(sent.input.values).toMatchObject({ checkOptionChoice: 'insurance' });
    expect(sent.input.values).not.toHaveProperty('checkOptions');

    refuseWith(environment, {
      __typename: 'ValidationError',
      message: 'checkOptionChoice: …',
      issues: [{ field: 'checkOptionChoice', message: 'Please choose one of the listed options.' }],
    });
    await waitFor(() =>
      expect(descriptionOf(group)).toBe('Please choose one of the listed options.'),
    );
    expect(within(screen.getByRole('alert')).queryByRole('list')).toBeNull();
  });
});
