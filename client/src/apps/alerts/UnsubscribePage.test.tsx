import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { UnsubscribePageTestQuery } from '../../__generated__/UnsubscribePageTestQuery.graphql';
import { GraphQLResponseError } from '../../relay/create-relay-environment';
import { pendingOperations } from '../../testing/pending-operations';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { UNSUBSCRIBE_PATH } from '@forecourt/schema/alerts/unsubscribe-path';
import { UnsubscribePage } from './UnsubscribePage';

// The page reads nothing of its own: the site layout's query is all it has around it.
const query = graphql`
  query UnsubscribePageTestQuery @relay_test_operation {
    site {
      __typename
    }
  }
`;

const MUTATION = 'useUnsubscribeSimilarCarAlertMutation';

async function renderPage(search: string) {
  const user = userEvent.setup();
  const rendered = await renderWithRelay<UnsubscribePageTestQuery>({
    query,
    url: `${UNSUBSCRIBE_PATH}${search}`,
    render: () => <UnsubscribePage />,
  });
  return { user, ...rendered };
}

const answer = (
  environment: Awaited<ReturnType<typeof renderPage>>['environment'],
  unsubscribed: boolean,
) =>
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        UnsubscribeSimilarCarAlertPayload: () => ({ unsubscribed }),
      }),
    ),
  );

describe('UnsubscribePage', () => {
  it('changes nothing until the shopper presses Unsubscribe', async () => {
    const { environment } = await renderPage('?token=tok-123');

    expect(screen.getByRole('heading', { level: 1, name: 'Stop e-mail alerts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(pendingOperations(environment, MUTATION)).toEqual([]);
  });

  it('unsubscribes with the link’s token and says so', async () => {
    const { user, environment } = await renderPage('?token=tok-123');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(pendingOperations(environment, MUTATION)).toEqual([{ token: 'tok-123' }]);
    const sending = screen.getByRole<HTMLButtonElement>('button', { name: 'Unsubscribing…' });
    expect(sending.disabled).toBe(true);

    answer(environment, true);

    const done = await screen.findByText(
      "You're unsubscribed. We won't contact you about this request again.",
    );
    // Focus moves in an effect after the answer renders.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the link has expired or was already used', async () => {
    const { user, environment } = await renderPage('?token=tok-old');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    answer(environment, false);

    expect(await screen.findByText('This link has expired or was already used.')).toBeTruthy();
    expect(screen.queryByText(/You're unsubscribed/)).toBeNull();
  });

  it('shows a failure and lets the shopper try again', async () => {
    const { user, environment } = await renderPage('?token=tok-123');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    act(() =>
      environment.mock.rejectMostRecentOperation(
        new GraphQLResponseError([{ message: 'The service is busy, try again shortly.' }]),
      ),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The service is busy, try again shortly.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(pendingOperations(environment, MUTATION)).toEqual([{ token: 'tok-123' }]);
  });

  it('says the link is incomplete when it carries no token', async () => {
    await renderPage('');

    expect(screen.getByText(/This unsubscribe link is incomplete/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
