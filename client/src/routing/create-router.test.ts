import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from './create-router';
import type { RouteObject } from './route-types';

/** A loader whose answers the test releases one by one. */
function controlledLoader() {
  const pending: { path: string; resolve: (value: string) => void; reject: (e: Error) => void }[] =
    [];
  const loader = ({ url }: { url: URL }) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ path: `${url.pathname}${url.search}`, resolve, reject });
    });
  return { loader, pending };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function routerWith(loader: RouteObject['loader'], initialEntries = ['/a']) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      errorElement: 'failed',
      children: [
        { id: 'page', path: ':name', loader },
        { id: 'lazy', path: 'lazy/page', lazy: async () => ({ Component: () => null }) },
      ],
    },
  ];
  return createMemoryRouter(routes, { initialEntries });
}

describe('the router', () => {
  it('loads the first page before it counts as initialised', async () => {
    const { loader, pending } = controlledLoader();
    const router = routerWith(loader);
    await settle();
    expect(router.state.initialized).toBe(false);
    pending[0]!.resolve('data of a');
    await settle();
    expect(router.state.initialized).toBe(true);
    expect(router.state.loaderData.page).toBe('data of a');
  });

  it('keeps the current page until the next one has loaded, then commits it', async () => {
    const { loader, pending } = controlledLoader();
    const router = routerWith(loader);
    await settle();
    pending[0]!.resolve('data of a');
    await settle();

    const navigation = router.navigate('/b?x=1', { state: { from: 'a' } });
    await settle();
    expect(router.state.location.pathname).toBe('/a');
    expect(router.state.navigation).toMatchObject({
      state: 'loading',
      location: { pathname: '/b', search: '?x=1' },
    });
    pending[1]!.resolve('data of b');
    await navigation;
    expect(router.state.location).toMatchObject({
      pathname: '/b',
      search: '?x=1',
      state: { from: 'a' },
    });
    expect(router.state.loaderData.page).toBe('data of b');
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.action).toBe('PUSH');
  });

  it('lets the later of two overlapping navigations win', async () => {
    const { loader, pending } = controlledLoader();
    const router = routerWith(loader);
    await settle();
    pending[0]!.resolve('a');
    await settle();
    const first = router.navigate('/b');
    const second = router.navigate('/c');
    await settle();
    pending[2]!.resolve('c');
    await second;
    pending[1]!.resolve('b');
    await first;
    expect(router.state.location.pathname).toBe('/c');
    expect(router.state.loaderData.page).toBe('c');
  });

  it('goes back and forward through the entries, loading each again', async () => {
    const router = routerWith(({ url }) => url.pathname);
    await settle();
    await router.navigate('/b');
    await router.navigate('/c');
    await router.navigate(-2);
    expect(router.state.location.pathname).toBe('/a');
    expect(router.state.action).toBe('POP');
    await router.navigate(1);
    expect(router.state.location.pathname).toBe('/b');
    expect(router.state.loaderData.page).toBe('/b');
  });

  it('replaces the entry when asked, and when going to the address already shown', async () => {
    const router = routerWith(({ url }) => url.pathname);
    await settle();
    await router.navigate('/b', { replace: true });
    expect(router.state.action).toBe('REPLACE');
    await router.navigate('/b');
    expect(router.state.action).toBe('REPLACE');
    await router.navigate('/c');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/b');
  });

  it('stays on the page, loading nothing, when going back only changes the fragment', async () => {
    let loads = 0;
    const router = routerWith(() => ++loads);
    await settle();
    await router.navigate('/a#details');
    const loadsBefore = loads;
    await router.navigate(-1);
    expect(router.state.location).toMatchObject({ pathname: '/a', hash: '' });
    expect(loads).toBe(loadsBefore);
    expect(router.state.preventScrollReset).toBe(true);
  });

  it('gives a failing loader’s error to the nearest error boundary above it', async () => {
    const { loader, pending } = controlledLoader();
    const router = routerWith(loader);
    await settle();
    pending[0]!.reject(new Error('The API is down'));
    await settle();
    expect(router.state.errors).toEqual({ root: new Error('The API is down') });
  });

  it('loads a page’s code before it commits', async () => {
    const router = routerWith(() => null);
    await settle();
    await router.navigate('/lazy/page');
    const [, match] = router.state.matches;
    expect(match?.route.id).toBe('lazy');
    expect(match?.route.Component).toBeTypeOf('function');
    expect(match?.route.lazy).toBeUndefined();
  });
});
