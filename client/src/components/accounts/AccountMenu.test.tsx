import { fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { AccountMenuTestQuery } from '../../__generated__/AccountMenuTestQuery.graphql';
import { useSignInGatedLinks } from '../../accounts/useSignInGatedLinks';
import { ViewerProvider } from '../../accounts/viewer-context';
import type { useSignInGatedLinks_site$key } from '../../__generated__/useSignInGatedLinks_site.graphql';
import { FullPageNavigationContext } from '../../routing/full-page-navigation';
import { Link } from '../../routing/Link';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { AccountMenu } from './AccountMenu';

const query = graphql`
  query AccountMenuTestQuery @relay_test_operation {
    site {
      ...useSignInGatedLinks_site
    }
  }
`;

type Shopper = { email: string; hasPhone: boolean } | null;

function Header({ site, viewer }: { site: useSignInGatedLinks_site$key; viewer: Shopper }) {
  const leavesToServer = useSignInGatedLinks(site, viewer !== null);
  return (
    <ViewerProvider viewer={viewer}>
      <FullPageNavigationContext.Provider value={leavesToServer}>
        <AccountMenu>
          <a href="/watchlist">Watchlist</a>
        </AccountMenu>
        <Link to="/sell-my-car">Sell your car</Link>
        <Link to="/special-offers">Offers</Link>
      </FullPageNavigationContext.Provider>
    </ViewerProvider>
  );
}

const renderHeader = (viewer: Shopper, url = '/cars/mazda-3?colour=red') =>
  renderWithRelay<AccountMenuTestQuery>({
    query,
    url,
    resolvers: {
      Site: () => ({ signInGates: [{ type: 'sell-my-car', paths: ['/sell-my-car'] }] }),
    },
    render: (data) => <Header site={data.site} viewer={viewer} />,
  });

describe('AccountMenu', () => {
  it('offers a visitor "Sign in", coming back to this page afterwards', async () => {
    await renderHeader(null);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in?redirect=%2Fcars%2Fmazda-3%3Fcolour%3Dred',
    );
    expect(screen.queryByText('Watchlist')).toBeNull();
  });

  it('shows a shopper their e-mail, the account’s links and a Sign out form button', async () => {
    await renderHeader({ email: 'jo@example.com', hasPhone: true });
    expect(screen.getByText(/Signed in as/).textContent).toBe('Signed in as jo@example.com');
    expect(screen.getByRole('link', { name: 'Watchlist' }).getAttribute('href')).toBe('/watchlist');
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    const form = signOut.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/sign-out');
  });
});

/** Whether a click on the link leaves the page to the browser (a full page load). */
function clickLeavesPage(link: HTMLElement): boolean {
  let leaves = false;
  // After the page's own handlers: note whether they kept the click, then keep jsdom in place.
  const listener = (event: Event) => {
    leaves = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  fireEvent.click(link);
  window.removeEventListener('click', listener);
  return leaves;
}

describe('links to gated pages', () => {
  it('leave the page to the server for a visitor, which sends them to sign in', async () => {
    await renderHeader(null);
    // The browser loads the gated page from the server; other pages open in the page.
    expect(clickLeavesPage(screen.getByRole('link', { name: 'Sell your car' }))).toBe(true);
    expect(clickLeavesPage(screen.getByRole('link', { name: 'Offers' }))).toBe(false);
  });

  it('navigate in the page for a signed-in shopper', async () => {
    await renderHeader({ email: 'jo@example.com', hasPhone: true });
    expect(clickLeavesPage(screen.getByRole('link', { name: 'Sell your car' }))).toBe(false);
  });
});
