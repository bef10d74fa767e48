import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { SaveSearchButtonTestQuery } from '../../__generated__/SaveSearchButtonTestQuery.graphql';
import { ViewerProvider } from '../../accounts/viewer-context';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { SaveSearchButton } from './SaveSearchButton';

const query = graphql`
  query SaveSearchButtonTestQuery @relay_test_operation {
    site {
      name
    }
  }
`;

const URL_WITH_FILTERS = '/search/used-cars?refinementList%5Bmake%5D%5B0%5D=Toyota&query=ute';

function renderButton(signedIn: boolean) {
  return renderWithRelay<SaveSearchButtonTestQuery>({
    query,
    url: URL_WITH_FILTERS,
    render: () => (
      <ViewerProvider viewer={signedIn ? { email: 'a@example.com', hasPhone: false } : null}>
        <div data-testid="relay-test-ready">
          <SaveSearchButton />
        </div>
      </ViewerProvider>
    ),
  });
}

describe('SaveSearchButton', () => {
  it('sends a visitor to sign in, and back to this search', async () => {
    await renderButton(false);
    const link = screen.getByRole('link', { name: 'Save search' });
    const target = new URL(link.getAttribute('href')!, 'https://site.invalid');
    expect(target.pathname).toBe('/sign-in');
    expect(target.searchParams.get('type')).toBe('saved-search');
    expect(target.searchParams.get('redirect')).toBe(URL_WITH_FILTERS);
  });

  it('saves the search with its filters, e-mailing new matches unless unticked', async () => {
    const { environment } = await renderButton(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'E-mail me new matches' }).checked,
    ).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Utes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useSaveSearchMutation');
    expect(operation.request.variables).toEqual({
      input: {
        path: '/search/used-cars',
        query: 'refinementList%5Bmake%5D%5B0%5D=Toyota&query=ute',
        filters: { make: ['Toyota'] },
        label: 'Utes',
        emailAlerts: true,
      },
    });
  });
});
