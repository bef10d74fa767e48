import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES_DIR } from '@forecourt/demo/demo-sites';
import { drawDemoPromotionImages } from './draw-demo-promotion-images.js';

let copy: string;
let written: string[];

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'demo-promotions-'));
  await cp(DEMO_SITES_DIR, copy, { recursive: true });
  written = await drawDemoPromotionImages(copy);
});
afterAll(() => rm(copy, { recursive: true, force: true }));

describe('the demo sites’ promotion images', () => {
  it('are drawn again exactly as committed: SVG text and PNG pixels', async () => {
    expect(written.length).toBeGreaterThanOrEqual(15);
    expect(written.filter((file) => file.endsWith('.png')).length).toBeGreaterThanOrEqual(3);
    for (const file of written) {
      const committed = path.join(DEMO_SITES_DIR, file);
      const drawn = path.join(copy, file);
      if (file.endsWith('.svg')) {
        expect(await readFile(drawn, 'utf8'), file).toBe(await readFile(committed, 'utf8'));
      } else {
        const [a, b] = await Promise.all(
          [committed, drawn].map((f) => sharp(f).raw().toBuffer({ resolveWithObject: true })),
        );
        expect(a!.info, file).toEqual(b!.info);
        expect(a!.data.equals(b!.data), file).toBe(true);
      }
    }
  });
});
