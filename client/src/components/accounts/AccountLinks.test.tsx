import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { AccountLinksTestQuery } from '../../__generated__/AccountLinksTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { AccountLinks } from './AccountLinks';

const query = graphql`
  query AccountLinksTestQuery @relay_test_operation {
    site {
      ...AccountLinks_site
    }
  }
`;

const renderLinks = (watchlist: boolean, garage: { title: string; path: string } | null) =>
  renderWithRelay<AccountLinksTestQuery>({
    query,
    resolvers: { SiteFeatures: () => ({ watchlist }), Site: () => ({ garage }) },
    render: (data) => <AccountLinks site={data.site} />,
  });

const hrefs = () =>
  screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('AccountLinks', () => {
  it('links the watchlist, the garage by its title and first address, and saved searches', async () => {
    await renderLinks(true, { title: 'My Motorama', path: '/mymotorama' });
    expect(hrefs()).toEqual([
      ['Watchlist', '/watchlist'],
      ['My Motorama', '/mymotorama'],
      ['Saved searches', '/saved-searches'],
    ]);
  });

  it('leaves out what the site switches off', async () => {
    await renderLinks(false, null);
    expect(hrefs()).toEqual([['Saved searches', '/saved-searches']]);
  });
});
