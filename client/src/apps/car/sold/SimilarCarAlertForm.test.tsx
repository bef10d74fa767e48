import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { SimilarCarAlertFormTestQuery } from '../../../__generated__/SimilarCarAlertFormTestQuery.graphql';
import { GraphQLResponseError } from '../../../relay/create-relay-environment';
import { pendingOperations } from '../../../testing/pending-operations';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { NO_ANSWER_MESSAGE } from '../../../relay/request-failure';
import { SoldPanel } from './SoldPanel';

// The form opens from the sold panel, as on the page: its code loads when it is opened.
const query = graphql`
  query SimilarCarAlertFormTestQuery @relay_test_operation {
    car(slug: "2019-toyota-hilux-sr5") {
      ...SoldPanel_car
    }
    site {
      ...SoldPanel_site
    }
  }
`;

const CAR_ID = 'Q2FyOmhpbHV4LTE=';
const MUTATION = 'useRequestSimilarCarAlertMutation';

async function openForm() {
  const user = userEvent.setup();
  const { environment } = await renderWithRelay<SimilarCarAlertFormTestQuery>({
    query,
    resolvers: {
      Car: () => ({ id: CAR_ID, available: false, make: 'Toyota', model: 'Hilux' }),
      Site: () => ({ labels: { vehicleType: 'Car' }, similarVehiclesMatch: 'MAKE_MODEL' }),
    },
    render: (data) => data.car && <SoldPanel car={data.car} site={data.site} />,
  });
  await user.click(screen.getByRole('button', { name: 'Find Me Something Similar' }));
  const email = await screen.findByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
  const phone = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
  const submit = () => user.click(screen.getByRole('button', { name: 'Notify me' }));
  return { user, environment, email, phone, submit };
}

/** The text of the messages an input points at with aria-describedby. */
function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('SimilarCarAlertForm', () => {
  it('offers labelled e-mail and phone inputs the browser can fill in', async () => {
    const { email, phone } = await openForm();

    expect(screen.getByRole('form', { name: 'Tell me when a similar one arrives' })).toBeTruthy();
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('email');
    expect(phone.type).toBe('tel');
    expect(phone.autocomplete).toBe('tel');
  });

  it('asks for an e-mail address or a phone number and sends nothing without one', async () => {
    const { environment, email, submit } = await openForm();

    await submit();

    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toContain(
      'Enter an e-mail address or a phone number so we can tell you.',
    );
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(pendingOperations(environment, MUTATION)).toEqual([]);
  });

  it('says which field is wrong and sends nothing while one is', async () => {
    const { user, environment, email, phone, submit } = await openForm();

    await user.type(email, 'jo@example');
    await user.type(phone, '123');
    await submit();

    expect(descriptionOf(email)).toContain('Enter an e-mail address such as name@example.com.');
    expect(descriptionOf(phone)).toContain(
      'Enter an Australian phone number such as 0412 345 678.',
    );
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(pendingOperations(environment, MUTATION)).toEqual([]);
  });

  it('sends the vehicle and the contact, spins while it sends, then confirms', async () => {
    const { user, environment, email, phone, submit } = await openForm();

    await user.type(email, 'jo@example.com');
    await user.type(phone, '+61412345678');
    await submit();

    // The phone goes as the shared schema writes it.
    expect(pendingOperations(environment, MUTATION)).toEqual([
      { input: { carId: CAR_ID, email: 'jo@example.com', phone: '04 1234 5678' } },
    ]);
    const sending = screen.getByRole<HTMLButtonElement>('button', { name: 'Sending…' });
    expect(sending.disabled).toBe(true);
    expect(sending.querySelector('.similar-alert-form__spinner')).toBeTruthy();

    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SimilarCarAlert: () => ({ status: 'WAITING' }),
        }),
      ),
    );

    const thanks = await screen.findByText(
      "Thanks — we'll let you know as soon as a similar car arrives.",
    );
    expect(
      screen.getByText(
        "We'll contact you by e-mail at jo@example.com and by phone on 04 1234 5678.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement?.contains(thanks)).toBe(true);
  });

  it('sends only the phone when that is all the shopper gave', async () => {
    const { user, environment, phone, submit } = await openForm();

    await user.type(phone, '07 3359 4800');
    await submit();

    expect(pendingOperations(environment, MUTATION)).toEqual([
      { input: { carId: CAR_ID, email: null, phone: '07 3359 4800' } },
    ]);
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation),
      ),
    );
    expect(await screen.findByText("We'll contact you by phone on 07 3359 4800.")).toBeTruthy();
  });

  it('shows a field the server refused under its input and keeps what was typed', async () => {
    const { user, environment, email, phone, submit } = await openForm();

    await user.type(email, 'jo@example.com');
    await user.type(phone, '0412 345 678');
    await submit();
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          requestSimilarCarAlert: {
            __typename: 'ValidationError',
            message: 'input.email: This address cannot receive mail.',
            issues: [{ field: 'input.email', message: 'This address cannot receive mail.' }],
          },
        },
      }),
    );

    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Notify me' });
    expect(button.disabled).toBe(false);
    expect(descriptionOf(email)).toContain('This address cannot receive mail.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(email.value).toBe('jo@example.com');
    expect(phone.value).toBe('0412 345 678');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure in a banner and keeps what was typed', async () => {
    const { user, environment, email, submit } = await openForm();

    await user.type(email, 'jo@example.com');
    await submit();
    act(() =>
      environment.mock.rejectMostRecentOperation(
        new GraphQLResponseError([{ message: 'This vehicle is no longer listed.' }]),
      ),
    );

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('An error occurred when submitting this form')).toBeTruthy();
    expect(within(banner).getByText('This vehicle is no longer listed.')).toBeTruthy();
    expect(email.value).toBe('jo@example.com');
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeTruthy();
  });

  it('makes a refusal of the vehicle itself the form’s error, in the server’s words', async () => {
    const { user, environment, email, submit } = await openForm();

    await user.type(email, 'jo@example.com');
    await submit();
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          requestSimilarCarAlert: {
            __typename: 'NotFoundError',
            message: 'input.carId: is not the id of a vehicle of this site',
            field: 'input.carId',
            reason: 'is not the id of a vehicle of this site',
          },
        },
      }),
    );

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('is not the id of a vehicle of this site')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(email.value).toBe('jo@example.com');
  });

  it('asks to check the connection when no answer came', async () => {
    const { user, environment, email, submit } = await openForm();

    await user.type(email, 'jo@example.com');
    await submit();
    act(() => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(NO_ANSWER_MESSAGE)).toBeTruthy();
    expect(email.value).toBe('jo@example.com');
  });
});
