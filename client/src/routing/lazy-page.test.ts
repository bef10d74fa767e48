import { describe, expect, it } from 'vitest';
import { createRoutes } from '../apps/routes';
import { mockRelayEnvironment } from '../testing/renderWithRelay';
import { globbedModule, lazyPage } from './lazy-page';
import type { RouteObject } from './route-types';

const HomePage = () => null;

describe('lazyPage', () => {
  it('names the module as the build knows it and loads its component when the route renders', async () => {
    let loads = 0;
    const route = lazyPage(
      {
        '/src/apps/home/HomePage.tsx': () => {
          loads += 1;
          return Promise.resolve({ HomePage });
        },
      },
      (module) => module.HomePage,
    );
    expect(route.modules).toEqual(['src/apps/home/HomePage.tsx']);
    expect(loads).toBe(0);
    await expect(route.lazy()).resolves.toEqual({ Component: HomePage });
    expect(loads).toBe(1);
  });

  it('refuses a pattern that matched no module or several', () => {
    expect(() => globbedModule({})).toThrow(/one module; the pattern matched 0/);
    const load = () => Promise.resolve({});
    expect(() => globbedModule({ '/src/a.tsx': load, '/src/b.tsx': load })).toThrow(/matched 2/);
  });
});

describe('the route table', () => {
  const everyRoute = (routes: readonly RouteObject[]): RouteObject[] =>
    routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

  it('names the module of every route whose code loads on demand, so its page preloads it', () => {
    const onDemand = everyRoute(createRoutes(mockRelayEnvironment())).filter((route) => route.lazy);
    expect(onDemand.length).toBeGreaterThan(20);
    for (const route of onDemand) {
      expect(route.modules, route.id).not.toHaveLength(0);
      for (const module of route.modules ?? []) expect(module, route.id).toMatch(/^src\/.+\.tsx?$/);
    }
  });
});
