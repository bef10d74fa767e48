import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Domains own their ports; `sources/` holds the adapters, and only the composition roots wire
 * them in: main, yoga and context, the commands, the benches, the build, and the test helpers
 * in `testing/`. A domain (or its tests) importing an adapter would tie it to one engine again.
 */
const SRC = import.meta.dirname;
const SOURCES = path.join(SRC, 'sources');
const COMPOSITION_FOLDERS = ['sources', 'testing', 'commands', 'bench', 'build'];
const COMPOSITION_FILES = ['main.ts', 'yoga.ts', 'context.ts'];

/** Static and dynamic imports, re-exports and mocks: each quoted module a line names. */
const MODULE_REFERENCE =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function isCompositionRoot(file: string): boolean {
  const [top, ...rest] = path.relative(SRC, file).split(path.sep);
  return rest.length === 0 ? COMPOSITION_FILES.includes(top!) : COMPOSITION_FOLDERS.includes(top!);
}

/** `file:line: module` for each import in `file` that reaches into `sources/`. */
function importsOfSources(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(MODULE_REFERENCE)]
        .map((match) => match[1]!)
        .filter((module) => module.startsWith('.'))
        .filter((module) => {
          const target = path.resolve(path.dirname(file), module);
          return target === SOURCES || target.startsWith(SOURCES + path.sep);
        })
        .map((module) => `${path.relative(SRC, file)}:${index + 1}: ${module}`),
    );
}

describe('the composition roots alone import adapters', () => {
  const files = sourceFiles(SRC);

  it('no domain, GraphQL or HTTP file imports from sources/', () => {
    const offenders = files.filter((file) => !isCompositionRoot(file)).flatMap(importsOfSources);
    expect(offenders).toEqual([]);
  });

  it('sees the imports it guards against (the composition root has some)', () => {
    // Were the scan blind, the rule above would pass for nothing.
    expect(files.length).toBeGreaterThan(100);
    expect(importsOfSources(path.join(SRC, 'main.ts'))).not.toEqual([]);
  });
});
