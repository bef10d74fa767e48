import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from '../../routing/create-router';
import { RouterProvider } from '../../routing/RouterProvider';
import type { RouteObject } from '../../routing/route-types';
import { contentPageRoutes } from './content-page-route';

type MockResolvers = NonNullable<Parameters<typeof MockPayloadGenerator.generate>[1]>;

/** Opens `url` in a router holding the content routes beside a fixed page, as the site does. */
async function openPage(url: string, resolvers: MockResolvers) {
  if (!('jest' in globalThis)) vi.stubGlobal('jest', { fn: vi.fn });
  const environment = createMockEnvironment();
  const asked: unknown[] = [];
  environment.mock.queueOperationResolver((operation) => {
    asked.push(operation.request.variables);
    return MockPayloadGenerator.generate(operation, resolvers);
  });
  const fixed: RouteObject = { id: 'finance', path: 'finance', Component: () => <h1>Finance</h1> };
  const router = createMemoryRouter(
    [{ id: 'site', path: '/', children: [fixed, ...contentPageRoutes(environment)] }],
    { initialEntries: [url] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { asked, router };
}

const PAGE = {
  title: 'Our warranty',
  description: 'Every vehicle we sell comes with cover.',
  html: '<h1>Our warranty</h1>\n<p>Every vehicle we sell comes with cover.</p>\n',
};

describe('ContentPage', () => {
  it('shows the page under breadcrumbs Home > its title, asked by its address', async () => {
    const { asked } = await openPage('/pages/warranty', {
      Site: () => ({ name: 'Coastal Motor Group' }),
      ContentPage: () => PAGE,
      Breadcrumb: (_context, generateId) =>
        generateId() % 2 === 1
          ? { label: 'Home', path: '/' }
          : { label: 'Our warranty', path: '/pages/warranty' },
    });
    expect(asked).toEqual([{ path: '/pages/warranty' }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our warranty');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toContain('Home');
    expect(document.title).toBe('Our warranty | Coastal Motor Group');
  });

  it('follows a link of the prose to another page of the site within the page', async () => {
    const { asked, router } = await openPage('/about-us', {
      Site: () => ({ name: 'Coastal Motor Group' }),
      ContentPage: () => ({
        ...PAGE,
        html: '<h1>About us</h1>\n<p>See <a href="/finance">finance</a>.</p>\n',
      }),
    });
    screen.getByRole('link', { name: 'finance' }).click();
    await screen.findByRole('heading', { level: 1, name: 'Finance' });
    expect(router.state.location.pathname).toBe('/finance');
    expect(asked).toEqual([{ path: '/about-us' }]);
  });

  it('leaves fixed addresses to their own pages', async () => {
    const { asked } = await openPage('/finance', {});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finance');
    expect(asked).toEqual([]);
  });

  it('says the page was not found when the site has none at that address', async () => {
    await openPage('/no-such-page', { Site: () => ({ contentPage: null }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/couldn’t find/);
  });
});
