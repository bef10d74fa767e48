import { describe, expect, it } from 'vitest';
import { matchRoutes } from './match-routes';
import type { RouteObject } from './route-types';

const routes: RouteObject[] = [
  {
    id: 'site',
    path: '/',
    children: [
      {
        id: 'pages',
        children: [
          { id: 'home', index: true },
          { id: 'search', path: 'search/*' },
          { id: 'car', path: 'cars/:slug' },
          { id: 'not-found', path: '*' },
          { id: 'car-trade-in', path: 'cars/trade-in' },
        ],
      },
    ],
  },
  { id: 'print', path: '/print' },
];

const idsOf = (pathname: string) => matchRoutes(routes, pathname)?.map((m) => m.route.id);
const paramsOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.params;

describe('matchRoutes', () => {
  it('matches the index route at the root, inside its layouts', () => {
    expect(idsOf('/')).toEqual(['site', 'pages', 'home']);
  });

  it('gives a splat the rest of the path, also when there is none', () => {
    expect(idsOf('/search/toyota/hilux')).toEqual(['site', 'pages', 'search']);
    expect(paramsOf('/search/toyota/hilux')).toEqual({ '*': 'toyota/hilux' });
    expect(paramsOf('/search')).toEqual({ '*': '' });
  });

  it('decodes a dynamic segment', () => {
    expect(paramsOf('/cars/2021-toyota%20hilux')).toEqual({ slug: '2021-toyota hilux' });
  });

  it('prefers a fixed path to a dynamic one and both to a catch-all, whatever their order', () => {
    expect(idsOf('/cars/trade-in')?.at(-1)).toBe('car-trade-in');
    expect(idsOf('/cars/2021-toyota-hilux')?.at(-1)).toBe('car');
    expect(idsOf('/cars/2021-toyota-hilux/checkout')?.at(-1)).toBe('not-found');
  });

  it('matches fixed segments regardless of case and a trailing slash', () => {
    expect(idsOf('/PRINT/')).toEqual(['print']);
  });

  it('finds nothing when no route matches', () => {
    expect(matchRoutes([{ id: 'print', path: '/print' }], '/elsewhere')).toBeNull();
  });
});
