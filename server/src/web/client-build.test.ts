import { describe, expect, it } from 'vitest';
import { pageAssetsOf, type ManifestChunk } from './client-build.js';

/** A build as the bundler records it: the entry, what it imports, and a page loaded on demand. */
const MANIFEST: Record<string, ManifestChunk> = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    imports: ['_runtime-1.js', '_framework-1.js', '_router-1.js'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_framework-1.js': { file: 'assets/framework-1.js', imports: ['_runtime-1.js'] },
  '_router-1.js': { file: 'assets/router-1.js', imports: ['_framework-1.js', '_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_runtime-1.js'] },
  'src/pages/car/CarPage.tsx': { file: 'assets/CarPage-1.js', imports: ['_framework-1.js'] },
  'style.css': { file: 'assets/style-1.css' },
};

describe('pageAssetsOf', () => {
  it('boots from the entry and preloads every module it imports, once each', () => {
    const assets = pageAssetsOf(MANIFEST);

    expect(assets.scripts).toEqual(['/assets/entry-client-1.js']);
    expect([...assets.modulePreloads].sort()).toEqual([
      '/assets/framework-1.js',
      '/assets/router-1.js',
      '/assets/runtime-1.js',
      '/assets/shared-1.js',
    ]);
    expect(assets.styles).toEqual(['/assets/style-1.css']);
  });

  it('does not preload pages that load on demand', () => {
    expect(pageAssetsOf(MANIFEST).modulePreloads).not.toContain('/assets/CarPage-1.js');
  });

  it('says so when the build has no entry', () => {
    expect(() => pageAssetsOf({ 'style.css': { file: 'assets/style-1.css' } })).toThrow(
      'The client build has no entry src/entry-client.tsx',
    );
  });
});
