import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDemoSites } from './demo-sites.js';

describe('demo sites’ home page pictures', () => {
  it('are every one in the site’s images/ folder, with alt text on each hero', async () => {
    for (const site of await loadDemoSites()) {
      const { hero, bannerTiles, welcome } = site.config.home;
      const named = [hero.image, welcome.image, ...bannerTiles.tiles.map((tile) => tile.image)];
      const files = named.flatMap((image) => (image ? [image.file] : []));
      expect(files.length, `${site.config.slug} names pictures`).toBeGreaterThan(0);
      const missing = files.filter((file) => !existsSync(path.join(site.dir, 'images', file)));
      expect(missing, `${site.config.slug}: pictures missing from images/`).toEqual([]);
      expect(hero.image?.alt, `${site.config.slug}: the hero picture is described`).toMatch(/\w/);
    }
  });
});
