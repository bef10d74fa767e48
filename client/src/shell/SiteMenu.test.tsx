import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from '../routing/create-router';
import { RouterProvider } from '../routing/RouterProvider';
import type { SiteNavigation } from './site-navigation';
import { SiteMenu, siteMenuDrawer } from './SiteMenu';

const NAVIGATION: SiteNavigation = [
  {
    label: 'Stock',
    href: '/search/new-used-and-demo-cars',
    children: [
      { label: 'All stock', href: '/search/new-used-and-demo-cars' },
      { label: 'Used', href: '/search/used-cars' },
    ],
  },
  { label: 'Finance', href: '/finance', children: [] },
  { label: 'Our group', href: 'https://example.com/group', children: [] },
];

function menuRouter(url = '/') {
  return createMemoryRouter([{ id: 'page', path: '*', Component: Page }], {
    initialEntries: [url],
  });
}

function Page() {
  return (
    <header>
      <SiteMenu navigation={NAVIGATION} />
    </header>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

async function openMenu() {
  await userEvent.click(menuButton());
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('SiteMenu', () => {
  it('opens a drawer listing every entry and its children, and Escape closes it', async () => {
    await siteMenuDrawer.load();
    render(<RouterProvider router={menuRouter()} />);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    const drawer = await openMenu();
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Stock', '/search/new-used-and-demo-cars'],
      ['All stock', '/search/new-used-and-demo-cars'],
      ['Used', '/search/used-cars'],
      ['Finance', '/finance'],
      ['Our group', 'https://example.com/group'],
    ]);
    expect(within(drawer).getByRole('list', { name: 'Stock' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when one of its links is followed', async () => {
    await siteMenuDrawer.load();
    const router = menuRouter();
    render(<RouterProvider router={router} />);
    const drawer = await openMenu();

    await userEvent.click(within(drawer).getByRole('link', { name: 'Finance' }));

    expect(router.state.location.pathname).toBe('/finance');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the address changes by other means (back, a link elsewhere)', async () => {
    await siteMenuDrawer.load();
    const router = menuRouter();
    render(<RouterProvider router={router} />);
    await openMenu();

    await act(() => router.navigate('/contact'));

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SiteMenu without JavaScript', () => {
  it('is a <details> disclosure with the whole menu in the server HTML, and hydrates cleanly', async () => {
    const page = () => <RouterProvider router={menuRouter()} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const details = container.querySelector('details.site-menu')!;
    expect(details).not.toBeNull();
    expect(details.querySelector('summary')?.textContent).toBe('Menu');
    expect(
      [...details.querySelectorAll('nav[aria-label="Main"] a')].map((a) => a.getAttribute('href')),
    ).toEqual([
      '/search/new-used-and-demo-cars',
      '/search/new-used-and-demo-cars',
      '/search/used-cars',
      '/finance',
      'https://example.com/group',
    ]);

    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // Once hydrated, the disclosure gives way to the drawer's button, with the same class.
    expect(container.querySelector('details')).toBeNull();
    const button = within(container).getByRole('button', { name: 'Menu' });
    expect(button.className).toBe('site-menu__button');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});
