import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from './create-router';
import { Link } from './Link';
import { RouterProvider } from './RouterProvider';
import { Outlet, useLoaderData, useLocation, useRouteError } from './router-hooks';
import type { RouteObject } from './route-types';

function Layout() {
  const { pathname } = useLocation();
  return (
    <main>
      <p>Layout at {pathname}</p>
      <Link to="/cars/b">Car b</Link>
      <Outlet />
    </main>
  );
}

function Car() {
  const data = useLoaderData() as { name: string };
  if (data.name === 'broken') throw new Error('The car could not be drawn');
  return <h1>{data.name}</h1>;
}

function Failure() {
  const error = useRouteError();
  return <p role="alert">Failed: {error instanceof Error ? error.message : String(error)}</p>;
}

const routes: RouteObject[] = [
  {
    id: 'site',
    path: '/',
    Component: Layout,
    children: [
      {
        id: 'car',
        path: 'cars/:slug',
        loader: ({ params }) => ({ name: params.slug }),
        Component: Car,
        errorElement: <Failure />,
      },
    ],
  },
];

async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await screen.findByText(`Layout at ${path}`);
  return router;
}

describe('RouterProvider', () => {
  it('renders a page inside its layout, with its loader’s data', async () => {
    await renderAt('/cars/a');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('a');
  });

  it('follows a plain click on a link in the page, and leaves a modified click to the browser', async () => {
    const router = await renderAt('/cars/a');
    const link = screen.getByRole('link', { name: 'Car b' });
    expect(link.getAttribute('href')).toBe('/cars/b');

    // Seen after the page's handlers; then prevented, as the test's document cannot open tabs.
    let leftToBrowser: boolean | null = null;
    const observe = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', observe);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', observe);
    expect(leftToBrowser).toBe(true);
    expect(router.state.navigation.state).toBe('idle');

    await act(async () => {
      fireEvent.click(link);
    });
    await screen.findByText('Layout at /cars/b');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('b');
  });

  it('shows the route’s error element when it fails to render, and clears it on the next page', async () => {
    const router = await renderAt('/cars/broken');
    expect(screen.getByRole('alert').textContent).toBe('Failed: The car could not be drawn');
    expect(screen.getByText('Layout at /cars/broken')).toBeTruthy();

    await act(() => router.navigate('/cars/c'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('c');
  });
});
