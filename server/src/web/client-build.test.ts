import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadClientBuild } from './client-build.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'client-build-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A client package folder holding a build as `pnpm build` writes it, minus the real bundles. */
async function writeBuild(buildInfo: unknown) {
  const client = path.join(dir, 'dist', 'client');
  const server = path.join(dir, 'dist', 'server');
  await mkdir(path.join(client, '.vite'), { recursive: true });
  await mkdir(path.join(client, 'assets'), { recursive: true });
  await mkdir(server, { recursive: true });
  const manifest = {
    'src/entry-client.tsx': {
      file: 'assets/entry-client-abc.js',
      css: ['assets/style-abc.css'],
      imports: ['_framework.js', '_router.js'],
      dynamicImports: ['src/apps/car/CarPage.tsx'],
    },
    '_framework.js': { file: 'assets/framework-abc.js' },
    '_router.js': { file: 'assets/router-abc.js', imports: ['_framework.js', '_history.js'] },
    '_history.js': { file: 'assets/history-abc.js' },
    'src/apps/car/CarPage.tsx': {
      file: 'assets/CarPage-abc.js',
      isDynamicEntry: true,
      imports: ['_framework.js', '_gallery.js'],
    },
    '_gallery.js': { file: 'assets/gallery-abc.js', imports: ['_history.js'] },
    'style.css': { file: 'assets/style-abc.css', src: 'style.css' },
  };
  await writeFile(path.join(client, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(
    path.join(client, 'assets', 'style-abc.css'),
    '.card{color:red}.menu{color:blue}',
  );
  await writeFile(
    path.join(server, 'entry-server.js'),
    'export const renderPage = () => "rendered";\n',
  );
  for (const outDir of [client, server]) {
    if (buildInfo !== undefined) {
      await writeFile(path.join(outDir, 'build-info.json'), JSON.stringify(buildInfo));
    }
  }
}

const production = { NODE_ENV: 'production' };

describe('loadClientBuild', () => {
  it('loads a production build, with the page’s script, its imports and each page’s code to preload, and stylesheet', async () => {
    await writeBuild({ production: true });
    const build = await loadClientBuild(dir, production);
    expect(build.assets).toEqual({
      scripts: ['/assets/entry-client-abc.js'],
      styles: ['/assets/style-abc.css'],
      // What the entry imports, through other chunks too; not the pages it loads on demand.
      modulePreloads: [
        '/assets/framework-abc.js',
        '/assets/router-abc.js',
        '/assets/history-abc.js',
      ],
      // A page's code on demand: its chunk and what it imports, less what the entry brings.
      routeModulePreloads: {
        'src/apps/car/CarPage.tsx': ['/assets/CarPage-abc.js', '/assets/gallery-abc.js'],
      },
    });
    expect(build.assetsDir).toBe(path.join(dir, 'dist', 'client'));
  });

  it('has each page carry the rules of the build’s stylesheet it uses inline', async () => {
    await writeBuild({ production: true });
    await writeFile(
      path.join(dir, 'dist', 'server', 'entry-server.js'),
      'export const renderPage = async () => new Response(' +
        '\'<html><head><link rel="stylesheet" href="/assets/style-abc.css"/></head>' +
        '<body class="card"></body></html>\', { status: 404, headers: { "x-page": "yes" } });\n',
    );
    const build = await loadClientBuild(dir, production);
    const page = await build.renderPage({} as Parameters<typeof build.renderPage>[0]);
    expect(page.status).toBe(404);
    expect(page.headers.get('x-page')).toBe('yes');
    expect(await page.text()).toBe(
      '<html><head><style>.card{color:red}</style></head><body class="card"></body></html>',
    );
  });

  it('refuses to serve a development build in production, saying how to fix it', async () => {
    await writeBuild({ production: false });
    await expect(loadClientBuild(dir, production)).rejects.toThrow(
      /is not a production build, and NODE_ENV=production cannot serve one: run `pnpm build`/,
    );
    // A build that does not say what it is (made before builds said so) is refused too.
    await rm(path.join(dir, 'dist', 'server', 'build-info.json'));
    await writeFile(
      path.join(dir, 'dist', 'client', 'build-info.json'),
      JSON.stringify({ production: true }),
    );
    await expect(loadClientBuild(dir, production)).rejects.toThrow(/not a production build/);
  });

  it('serves any build in development', async () => {
    await writeBuild({ production: false });
    const build = await loadClientBuild(dir, { NODE_ENV: 'development' });
    expect(build.renderPage).toBeTypeOf('function');
  });

  it('says how to build the client when there is no build', async () => {
    await expect(loadClientBuild(dir, production)).rejects.toThrow(
      /The web client is not built .* run `pnpm --filter @forecourt\/client build`/,
    );
  });
});
