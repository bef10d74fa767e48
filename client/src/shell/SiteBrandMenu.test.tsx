import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { SiteBrandMenuTestQuery } from '../__generated__/SiteBrandMenuTestQuery.graphql';
import { renderWithRelay } from '../testing/renderWithRelay';
import { SiteHeader } from './SiteHeader';
import { siteMenuDrawer } from './SiteMenu';

const query = graphql`
  query SiteBrandMenuTestQuery @relay_test_operation {
    site {
      ...SiteHeader_site
    }
  }
`;

const NAVIGATION = [
  {
    label: 'Stock',
    href: '/search/new-used-and-demo-cars',
    children: [{ label: 'Used', href: '/search/used-cars' }],
  },
  { label: 'Finance', href: '/finance', children: [] },
];

const renderHeader = (brandMenu: unknown) =>
  renderWithRelay<SiteBrandMenuTestQuery>({
    query,
    resolvers: {
      Site: () => ({
        name: 'Test Motors',
        navigation: NAVIGATION,
        contact: { phone: '07 5555 1234', phoneReveal: 'IMMEDIATE' },
        brandMenu,
      }),
    },
    render: (data) => <SiteHeader site={data.site} />,
  });

const MENU = {
  label: 'Brands',
  path: '/brands',
  position: 1,
  items: [
    { title: 'Jayco', logoUrl: '/media/brands/jayco.svg', href: '/search/jayco' },
    { title: 'Honda', logoUrl: '/media/brands/honda.svg', href: 'https://motorbikes.honda.com.au' },
  ],
};

describe('the header’s brands menu', () => {
  it('sits at its position among the links, a link to /brands with a list of logos', async () => {
    await renderHeader(MENU);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const entries = within(nav)
      .getAllByRole('link')
      .filter((link) => link.classList.contains('site-nav__link'));
    expect(entries.map((link) => link.textContent)).toEqual(['Stock', 'Brands', 'Finance']);
    expect(entries[1]!.getAttribute('href')).toBe('/brands');
    const panel = within(nav).getByRole('list', { name: 'Brands' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Jayco', '/search/jayco'],
      ['Honda', 'https://motorbikes.honda.com.au'],
    ]);
  });

  it('lets the keyboard reach every logo after the entry', async () => {
    await renderHeader(MENU);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: 'Brands' }).focus();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Jayco');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Honda');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Finance');
  });

  it('is one link to /brands in the small screens’ menu', async () => {
    await siteMenuDrawer.load();
    await renderHeader(MENU);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Stock', 'Used', 'Brands', 'Finance']);
    expect(within(drawer).getByRole('link', { name: 'Brands' }).getAttribute('href')).toBe(
      '/brands',
    );
  });

  it('is not there when the site has none', async () => {
    await renderHeader(null);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Brands' })).toBeNull();
  });
});
