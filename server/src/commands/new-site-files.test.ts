import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSites } from '@forecourt/tenants/load-sites';
import { parseFeedFile } from '@forecourt/tenants/stock/feed/parse-feed';
import {
  locationIds,
  newSiteFiles,
  STOCK_FEED_COLUMNS,
  type NewSiteAnswers,
} from './new-site-files.js';
import { HARBOUR_ANSWERS } from './testing/new-site-answers-fixture.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'new-site-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeSite(answers: NewSiteAnswers): Promise<string> {
  const siteDir = path.join(dir, 'sites', answers.slug);
  for (const file of newSiteFiles(answers)) {
    await mkdir(path.dirname(path.join(siteDir, file.path)), { recursive: true });
    await writeFile(path.join(siteDir, file.path), file.content);
  }
  return siteDir;
}

const answers = { ...HARBOUR_ANSWERS, schemaPath: '../../schema.json' };

describe('newSiteFiles', () => {
  it('writes a folder the loader accepts, with what the dealer named', async () => {
    await writeSite(answers);
    const [site] = await loadSites(path.join(dir, 'sites'));
    expect(site?.config).toMatchObject({
      slug: 'harbour-motors',
      name: 'Harbour Motors & Co',
      domains: ['harbourmotors.com.au'],
      contact: { email: 'sales@harbourmotors.com.au', phone: '(07) 3555 1234' },
      theme: {
        colours: { primary: '#0b3d91', secondary: '#0b3d91', accent: '#f4a300' },
        logo: { url: 'logo.svg', alt: 'Harbour Motors & Co' },
      },
      stock: { kind: 'feed', file: 'stock.csv' },
      photos: { source: 'feed' },
    });
    expect(site?.locations.map((l) => [l.id, l.primary, l.address.city])).toEqual([
      ['harbour-motors-newstead', true, 'Newstead'],
      ['harbour-motors-ipswich', false, 'Ipswich'],
    ]);
  });

  it('names the JSON Schema for editors and keeps a secondary colour given', () => {
    const files = newSiteFiles({
      ...answers,
      colours: { ...answers.colours, secondary: '#112233' },
    });
    const settings = JSON.parse(files.find((f) => f.path === 'site.json')!.content);
    expect(settings.$schema).toBe('../../schema.json');
    expect(settings.theme.colours.secondary).toBe('#112233');
  });

  it('escapes the name in the placeholder logo', () => {
    const logo = newSiteFiles(answers).find((f) => f.path === 'logo.svg')!.content;
    expect(logo).toContain('<title id="title">Harbour Motors &amp; Co</title>');
    expect(logo).toContain('fill="#0b3d91"');
  });

  it('starts the stock with a feed of no cars whose every column is a car field', async () => {
    const siteDir = await writeSite(answers);
    const feed = await parseFeedFile(path.join(siteDir, 'stock.csv'));
    expect(feed).toMatchObject({ rowsRead: 0, cars: [], ignoredColumns: [] });
    expect(STOCK_FEED_COLUMNS).toContain('location_id');
  });
});

describe('locationIds', () => {
  it('leads with the site slug once and never repeats an id', () => {
    const names = ['Harbour Motors Newstead', 'Newstead', 'Newstead', '!!'];
    expect(
      locationIds(
        'harbour-motors',
        names.map((name) => ({ name })),
      ),
    ).toEqual([
      'harbour-motors-newstead',
      'harbour-motors-newstead-2',
      'harbour-motors-newstead-3',
      'harbour-motors',
    ]);
  });
});
