import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as wholeReactRelayHooks from 'react-relay/hooks';
import * as wholeRelayRuntime from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import * as leanReactRelayHooks from './react-relay-hooks';
import * as leanRelayRuntime from './relay-runtime-lean';

const require = createRequire(import.meta.filename);
const reactRelayLib = dirname(require.resolve('react-relay/lib/relay-hooks/useFragment.js'));

/** The react-relay modules the lean hooks load, following their relative requires. */
function reachableModules(): string[] {
  const seen = new Set<string>();
  const leanHooks = readFileSync(join(import.meta.dirname, 'react-relay-hooks.ts'), 'utf8');
  const pending = [...leanHooks.matchAll(/from 'react-relay\/lib\/relay-hooks\/(\w+)'/g)].map(
    ([, name]) => join(reactRelayLib, `${name}.js`),
  );
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(
      /require\(["'](\.{1,2}\/[^"']+)["']\)/g,
    )) {
      pending.push(join(dirname(file), path!.endsWith('.js') ? path! : `${path}.js`));
    }
  }
  return [...seen];
}

/** Every `relay-runtime` export those modules read, `__internal.x` for the internal ones. */
function relayRuntimeNamesRead(): string[] {
  const names = new Set<string>();
  for (const file of reachableModules()) {
    const source = readFileSync(file, 'utf8');
    for (const [, variable] of source.matchAll(/(\w+) = require\(["']relay-runtime["']\)/g)) {
      for (const [, name] of source.matchAll(new RegExp(`\\b${variable}\\.(\\w+)`, 'g'))) {
        names.add(name!);
      }
      // `x.__internal.name`, or `x$__internal.name` after `x$__internal = x.__internal`.
      const internal = new RegExp(`\\b${variable}(?:\\.|\\$)__internal\\.(\\w+)`, 'g');
      for (const [, name] of source.matchAll(internal)) names.add(`__internal.${name}`);
    }
  }
  names.delete('__internal');
  return [...names].sort();
}

const read = (module: object, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], module);

describe('the lean Relay entry points the bundler uses', () => {
  it('give every relay-runtime export that react-relay’s hooks read, the same as the package', () => {
    const names = relayRuntimeNamesRead();
    expect(names).toContain('__internal.fetchQueryDeduped');
    expect(names).toContain('getFragment');
    for (const name of names) {
      expect(read(leanRelayRuntime, name), name).toBeDefined();
      expect(read(leanRelayRuntime, name), name).toBe(read(wholeRelayRuntime, name));
    }
  });

  it('give every hook the client imports, the same as the package', () => {
    for (const [name, value] of Object.entries(leanReactRelayHooks)) {
      expect(value, name).toBeDefined();
      expect(value, name).toBe((wholeReactRelayHooks as Record<string, unknown>)[name]);
    }
  });
});
