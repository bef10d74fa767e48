import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSites } from '../load-sites.js';
import { SiteConfigError } from '../site-config-error.js';
import { firstHeadingOf } from './content-pages.js';

let root: string;
let sitesDir: string;

const SITE = {
  slug: 'test-motors',
  name: 'Test Motors',
  description: 'A dealer for tests.',
  theme: {
    colours: { primary: '#112233', secondary: '#445566', accent: '#778899' },
    logo: { url: 'https://example.com/logo.svg', alt: 'Test Motors', width: 200, height: 50 },
  },
  contact: { email: 'sales@test.com.au', phone: '(07) 5555 1234' },
  stock: { kind: 'generated', size: 10, seed: 1, carTypes: { used: 1 }, itemTypes: { car: 1 } },
};

const LOCATIONS = [
  {
    id: 'loc-1',
    name: 'Test Motors - Sales',
    dealershipId: 'dealer-1',
    dealershipSlug: 'test-motors',
    dealershipName: 'Test Motors',
    primary: true,
    address: {
      street: '1 Main Street',
      city: 'Southport',
      state: 'QLD',
      postcode: '4215',
      lat: -27.97,
      long: 153.4,
    },
    contact: { phone: '(07) 5555 1234' },
  },
];

/** Writes a site folder with the given content files (paths relative to its content folder). */
async function writeSite(content: Record<string, string>, settings: Record<string, unknown> = {}) {
  const dir = join(sitesDir, SITE.slug);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'site.json'), JSON.stringify({ ...SITE, ...settings }));
  await writeFile(join(dir, 'locations.json'), JSON.stringify(LOCATIONS));
  for (const [name, text] of Object.entries(content)) {
    const file = join(dir, 'content', name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}

async function problems(): Promise<string[]> {
  const error = await loadSites(sitesDir).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiteConfigError);
  return (error as SiteConfigError).issues.map((issue) => `${issue.file}: ${issue.reason}`);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'forecourt-content-'));
  sitesDir = join(root, 'sites');
  await mkdir(sitesDir);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('content pages', () => {
  it('loads top-level and /pages/ pages with their addresses and titles', async () => {
    await writeSite({
      'about-us.md': '# About us\n\nFamily owned since 1982.\n',
      'pages/faq.md': 'Intro line\n\n# Frequently asked questions #\n\nAsk away.',
      'notes.txt': 'not a page',
    });
    const [site] = await loadSites(sitesDir);
    expect(site!.contentPages!.map(({ path, title, file }) => ({ path, title, file }))).toEqual([
      { path: '/about-us', title: 'About us', file: 'sites/test-motors/content/about-us.md' },
      {
        path: '/pages/faq',
        title: 'Frequently asked questions',
        file: 'sites/test-motors/content/pages/faq.md',
      },
    ]);
  });

  it('gives a site without a content folder no pages', async () => {
    await writeSite({});
    const [site] = await loadSites(sitesDir);
    expect(site!.contentPages).toEqual([]);
  });

  it('refuses a page at an address the site answers itself, naming the file', async () => {
    await writeSite({ 'finance.md': '# Finance', 'service.md': '# Service', 'pages.md': '# P' });
    expect(await problems()).toEqual([
      'sites/test-motors/content/finance.md: /finance is a page of the site itself; choose another name',
      'sites/test-motors/content/pages.md: /pages is a page of the site itself; choose another name',
      'sites/test-motors/content/service.md: /service is a page of the site itself; choose another name',
    ]);
  });

  it('takes a reserved name under /pages/, where no app page lives', async () => {
    await writeSite({ 'pages/finance.md': '# Finance explained' });
    const [site] = await loadSites(sitesDir);
    expect(site!.contentPages!.map((page) => page.path)).toEqual(['/pages/finance']);
  });

  it('refuses a bad file name', async () => {
    await writeSite({ 'About Us.md': '# About', 'pages/faq_2.md': '# FAQ' });
    expect(await problems()).toEqual([
      'sites/test-motors/content/About Us.md: the name must be lower-case letters and digits joined by single hyphens (e.g. about-us.md)',
      'sites/test-motors/content/pages/faq_2.md: the name must be lower-case letters and digits joined by single hyphens (e.g. about-us.md)',
    ]);
  });

  it('refuses a page without a "# " title', async () => {
    await writeSite({ 'about-us.md': '## About us\n\nText.', 'warranty.md': '```\n# code\n```\n' });
    expect(await problems()).toEqual([
      'sites/test-motors/content/about-us.md: has no title: start the page with a "# " heading, e.g. "# About us"',
      'sites/test-motors/content/warranty.md: has no title: start the page with a "# " heading, e.g. "# About us"',
    ]);
  });
});

describe('firstHeadingOf', () => {
  it('skips headings inside fenced code and reads the first level-1 heading', () => {
    expect(firstHeadingOf('~~~\n# not this\n~~~\n\n#   Our warranty  \n# Second')).toBe(
      'Our warranty',
    );
    expect(firstHeadingOf('#hashtag\n')).toBeNull();
  });
});

describe('Book a Service settings', () => {
  it("starts the form with the default Service category, one of the site's categories", async () => {
    await writeSite({});
    const [site] = await loadSites(sitesDir);
    expect(site!.config.servicePage).toEqual({ category: 'Service' });
  });

  it('refuses a category the General Enquiry form does not offer', async () => {
    await writeSite({}, { leadForms: { categories: ['Sales', 'Careers'] } });
    expect(await problems()).toEqual([
      'sites/test-motors/site.json: "Service" is not one of the General Enquiry categories (Sales, Careers)',
    ]);
  });

  it('needs no category of a site that books on the manufacturer’s page', async () => {
    const externalUrl = 'https://www.toyota.com.au/service-booking';
    await writeSite({}, { leadForms: { categories: ['Sales'] }, servicePage: { externalUrl } });
    const [site] = await loadSites(sitesDir);
    expect(site!.config.servicePage.externalUrl).toBe(externalUrl);
  });
});
