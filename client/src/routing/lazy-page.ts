import type { ComponentType } from 'react';
import type { RouteObject } from './route-types';

/**
 * One module as `import.meta.glob('/src/…')` gives it: keyed by its path from the client's root,
 * the name the client build's manifest knows it by.
 */
export type GlobbedModule<M> = Record<string, () => Promise<M>>;

/** The module of a one-file `import.meta.glob`: its build name and its loader. */
export function globbedModule<M>(glob: GlobbedModule<M>): { name: string; load: () => Promise<M> } {
  const found = Object.entries(glob);
  if (found.length !== 1) {
    throw new Error(`A page's code is one module; the pattern matched ${found.length}`);
  }
  const [path, load] = found[0]!;
  return { name: path.replace(/^\//, ''), load };
}

/**
 * A route's code, loaded when the route first renders, and the module's build name (`modules`):
 * the server preloads that module's chunks with a page of the route, so the browser fetches them
 * beside React instead of after the entry has run. Taking the module as `import.meta.glob` of its
 * one path keeps the name and the import the same string, so they cannot drift apart.
 */
export function lazyPage<M>(
  glob: GlobbedModule<M>,
  component: (module: M) => ComponentType,
): Required<Pick<RouteObject, 'lazy' | 'modules'>> {
  const { name, load } = globbedModule(glob);
  return {
    modules: [name],
    lazy: () => load().then((module) => ({ Component: component(module) })),
  };
}
