import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderPromoBanner } from '@forecourt/demo/drawings/promo-banner';
import { DEMO_SITES_DIR } from '@forecourt/demo/demo-sites';
import { promotionsFileSchema } from '@forecourt/tenants/promotions/promotions-file.schema';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import { SITE_IMAGES_FOLDER } from '../media/media-urls.js';
import { runAsScript } from './command-line.js';

/**
 * Draws the demo sites' promotion images from their promotions.json cards, in each site's
 * colours: an SVG card as SVG, a PNG card rendered from the same drawing (sharp), so the demo
 * has raster images for the image route to resize and anyone can draw them again:
 * `pnpm --filter @forecourt/server demo:promo-images`.
 */
export async function drawDemoPromotionImages(sitesDir = DEMO_SITES_DIR): Promise<string[]> {
  const written: string[] = [];
  for (const slug of (await readdir(sitesDir)).sort()) {
    const dir = path.join(sitesDir, slug);
    let promotionsText: string;
    try {
      promotionsText = await readFile(path.join(dir, 'promotions.json'), 'utf8');
    } catch {
      continue;
    }
    // The editor's $schema key is not a setting; the images must exist before the site loads.
    const { $schema: _schema, ...settings } = JSON.parse(
      await readFile(path.join(dir, 'site.json'), 'utf8'),
    ) as Record<string, unknown>;
    const site = siteConfigSchema.parse(settings);
    const promotions = promotionsFileSchema.parse(JSON.parse(promotionsText));
    await mkdir(path.join(dir, SITE_IMAGES_FOLDER), { recursive: true });
    for (const promotion of promotions) {
      const { file, width, height } = promotion.image;
      const svg = renderPromoBanner({
        id: promotion.id,
        colours: site.theme.colours,
        width,
        height,
      });
      const target = path.join(dir, SITE_IMAGES_FOLDER, file);
      if (file.endsWith('.svg')) {
        await writeFile(target, `${svg}\n`);
      } else if (file.endsWith('.png')) {
        // No metadata (dates, software), so the same drawing gives the same file.
        await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target);
      } else {
        throw new Error(`${slug}: ${file}: only .svg and .png demo images are drawn`);
      }
      written.push(path.relative(sitesDir, target));
    }
  }
  return written;
}

runAsScript(import.meta.url, async () => {
  for (const file of await drawDemoPromotionImages()) console.log(`Drew ${file}`);
});
