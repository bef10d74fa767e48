import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSite, loadSites } from './load-sites.js';
import { SiteConfigError } from './site-config-error.js';

function siteJson(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    name: 'Test Motors',
    domains: [`${slug}.com.au`],
    description: 'A dealer for tests.',
    theme: {
      colours: { primary: '#112233', secondary: '#445566', accent: '#778899' },
      logo: { url: 'logo.svg', alt: 'Test Motors', width: 200, height: 50 },
    },
    contact: { email: 'sales@test.com.au', phone: '(07) 5555 1234' },
    stock: { kind: 'generated', size: 10, seed: 1, carTypes: { used: 1 }, itemTypes: { car: 1 } },
    ...overrides,
  };
}

function location(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Test Motors ${id} - Sales`,
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
    ...overrides,
  };
}

let root: string;
let sitesDir: string;

async function writeSite(
  folder: string,
  files: { site?: unknown; locations?: unknown; raw?: Record<string, string> } = {},
): Promise<string> {
  const dir = join(sitesDir, folder);
  await mkdir(dir, { recursive: true });
  const contents: Record<string, string> = {
    'site.json': JSON.stringify(files.site ?? siteJson(folder), null, 2),
    'locations.json': JSON.stringify(files.locations ?? [location('loc-1')], null, 2),
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ...files.raw,
  };
  for (const [name, text] of Object.entries(contents)) await writeFile(join(dir, name), text);
  return dir;
}

async function loadError(load: Promise<unknown>): Promise<SiteConfigError> {
  const error = await load.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiteConfigError);
  return error as SiteConfigError;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'forecourt-sites-'));
  sitesDir = join(root, 'sites');
  await mkdir(sitesDir);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('loadSites', () => {
  it('loads a valid folder with defaults applied', async () => {
    await writeSite('test-motors');
    const [site] = await loadSites(sitesDir);
    expect(site!.config.search.recentlySoldDays).toBe(3);
    expect(site!.locations[0]!.locationType).toBe('sales');
    expect(site!.dir).toBe(join(sitesDir, 'test-motors'));
  });

  it('names the file, the JSON path and the reason of every schema problem, one per line', async () => {
    const site = siteJson('test-motors');
    await writeSite('test-motors', {
      site: {
        ...site,
        theme: { ...site.theme, colours: { ...site.theme.colours, primary: 'blue' } },
        contact: { email: 'not-an-email', phone: '(07) 5555 1234' },
        name: undefined,
      },
    });
    const error = await loadError(loadSites(sitesDir));
    const lines = error.message.split('\n');
    expect(lines[0]).toBe('Invalid site settings (3 problems):');
    expect(lines).toContain(
      'sites/test-motors/site.json: theme.colours.primary: a colour as #rrggbb',
    );
    expect(lines).toContain('sites/test-motors/site.json: name: required (string)');
    expect(lines.some((l) => l.startsWith('sites/test-motors/site.json: contact.email: '))).toBe(
      true,
    );
  });

  it('takes the $schema key an editor reads and keeps it out of the settings', async () => {
    await writeSite('test-motors', {
      site: { $schema: '../../site-config.schema.json', ...siteJson('test-motors') },
    });
    const [site] = await loadSites(sitesDir);
    expect(site!.config.slug).toBe('test-motors');
    expect(site!.config).not.toHaveProperty('$schema');
  });

  it('still reports a misspelt key beside $schema', async () => {
    await writeSite('test-motors', {
      site: { $schema: '../../site-config.schema.json', ...siteJson('test-motors'), colour: 1 },
    });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain('sites/test-motors/site.json: Unrecognized key: "colour"');
  });

  it('reports a misspelt setting instead of silently ignoring it', async () => {
    await writeSite('test-motors', {
      site: siteJson('test-motors', { search: { priceAscendingExcludeZero: true } }),
    });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain(
      'sites/test-motors/site.json: search: Unrecognized key: "priceAscendingExcludeZero"',
    );
  });

  it('reports JSON syntax errors with line and column', async () => {
    await writeSite('test-motors', {
      raw: { 'site.json': '{\n  "slug": "test-motors",\n  "name": "Test" "x"\n}' },
    });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain(
      'sites/test-motors/site.json: line 3, column 18: comma expected',
    );
  });

  it('rejects a trailing comma like strict JSON does', async () => {
    await writeSite('test-motors', { raw: { 'locations.json': '[\n  {"id": "a"},\n]' } });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toMatch(/sites\/test-motors\/locations\.json: line 3, column 1: /);
  });

  it('says which file is missing', async () => {
    const dir = await writeSite('test-motors');
    await rm(join(dir, 'locations.json'));
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain('sites/test-motors/locations.json: file not found');
  });

  it('requires the slug to equal the folder name', async () => {
    await writeSite('test-motors', { site: siteJson('other-motors') });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain(
      'sites/test-motors/site.json: slug: "other-motors" must equal its folder name "test-motors"',
    );
  });

  it('requires a relative logo file to exist, but not a URL', async () => {
    const site = siteJson('test-motors');
    const withLogo = (url: string) => ({
      ...site,
      theme: { ...site.theme, logo: { ...site.theme.logo, url } },
    });
    await writeSite('test-motors', { site: withLogo('missing.svg') });
    await writeSite('url-motors', {
      site: { ...withLogo('https://cdn.example.com/logo.svg'), slug: 'url-motors', domains: [] },
    });
    const error = await loadError(loadSites(sitesDir));
    expect(error.issues).toEqual([
      {
        file: 'sites/test-motors/site.json',
        at: 'theme.logo.url',
        reason: 'file "missing.svg" not found in the site\'s folder',
      },
    ]);
  });

  it('keeps logo and feed files inside the site folder', async () => {
    const site = siteJson('test-motors');
    await writeSite('test-motors', {
      site: {
        ...site,
        theme: { ...site.theme, logo: { ...site.theme.logo, url: '../x/logo.svg' } },
      },
    });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain(
      'theme.logo.url: "../x/logo.svg" must be inside the site\'s folder',
    );
  });

  it("requires a feed source's file to exist", async () => {
    await writeSite('test-motors', {
      site: siteJson('test-motors', { stock: { kind: 'feed', file: 'stock.csv' } }),
    });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain(
      'sites/test-motors/site.json: stock.file: file "stock.csv" not found in the site\'s folder',
    );
    await writeFile(join(sitesDir, 'test-motors', 'stock.csv'), 'id\n');
    await expect(loadSites(sitesDir)).resolves.toHaveLength(1);
  });

  it('rejects a generated stock make the catalogue does not know', async () => {
    const stock = { ...siteJson('x').stock, makes: ['Toyota', 'Toyta'] };
    await writeSite('test-motors', { site: siteJson('test-motors', { stock }) });
    const generatedStockMakes = new Set(['toyota', 'mazda']);
    const error = await loadError(loadSites(sitesDir, { generatedStockMakes }));
    expect(error.message).toContain(
      'sites/test-motors/site.json: stock.makes[1]: "Toyta" is not a make of the stock catalogue',
    );
  });

  it('finds duplicate location ids even when another location is invalid', async () => {
    const badPostcode = location('loc-2', {
      address: { ...location('x').address, postcode: '42' },
    });
    await writeSite('test-motors', {
      locations: [location('loc-1'), badPostcode, location('loc-1')],
    });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain(
      'sites/test-motors/locations.json: [1].address.postcode: exactly 4 digits',
    );
    expect(error.message).toContain(
      'sites/test-motors/locations.json: [2].id: duplicate id "loc-1"',
    );
  });

  it('needs a visible sales location for generated stock', async () => {
    await writeSite('test-motors', { locations: [location('loc-1', { locationType: 'service' })] });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain(
      'sites/test-motors/locations.json: generated stock needs at least one visible sales location',
    );
  });

  it('requires the trade-in contact location to be one of the site’s locations', async () => {
    await writeSite('test-motors', {
      site: siteJson('test-motors', { tradeIn: { contactLocationId: 'loc-9' } }),
    });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain(
      'sites/test-motors/site.json: tradeIn.contactLocationId: "loc-9" is not a location of locations.json',
    );
    await writeSite('test-motors', {
      site: siteJson('test-motors', { tradeIn: { contactLocationId: 'loc-1' } }),
    });
    const [site] = await loadSites(sitesDir);
    expect(site!.config.tradeIn.contactLocationId).toBe('loc-1');
  });

  it('rejects a domain claimed by two sites, naming both files', async () => {
    await writeSite('alpha-motors', {
      site: siteJson('alpha-motors', { domains: ['cars.com.au'] }),
    });
    await writeSite('beta-motors', { site: siteJson('beta-motors', { domains: ['cars.com.au'] }) });
    const error = await loadError(loadSites(sitesDir));
    expect(error.issues).toEqual([
      {
        file: 'sites/beta-motors/site.json',
        at: 'domains[0]',
        reason: '"cars.com.au" is already a domain of sites/alpha-motors/site.json',
      },
    ]);
  });

  it("keeps every site's <slug>.localhost to itself", async () => {
    await writeSite('alpha-motors', {
      site: siteJson('alpha-motors', {
        domains: ['alpha-motors.localhost', 'beta-motors.localhost'],
      }),
    });
    await writeSite('beta-motors', {
      site: siteJson('beta-motors', { domains: ['b.com.au', 'b.com.au'] }),
    });
    const error = await loadError(loadSites(sitesDir));
    expect(error.issues).toEqual([
      {
        file: 'sites/alpha-motors/site.json',
        at: 'domains[1]',
        reason: '"beta-motors.localhost" is already a domain of sites/beta-motors/site.json',
      },
      {
        file: 'sites/beta-motors/site.json',
        at: 'domains[1]',
        reason: '"b.com.au" is listed twice',
      },
    ]);
  });

  it('lists the problems of every site at once', async () => {
    await writeSite('alpha-motors', { site: siteJson('wrong') });
    await writeSite('beta-motors', { raw: { 'site.json': '{' } });
    const error = await loadError(loadSites(sitesDir));
    expect(error.issues.map((issue) => issue.file)).toEqual([
      'sites/alpha-motors/site.json',
      'sites/beta-motors/site.json',
    ]);
  });

  it('fails on a missing or empty sites folder', async () => {
    const missing = await loadError(loadSites(join(root, 'nowhere')));
    expect(missing.message).toContain('nowhere: folder not found');
    const empty = await loadError(loadSites(sitesDir));
    expect(empty.message).toContain('sites: holds no site folder');
  });
});

describe('navigation and search settings', () => {
  const SITE_FILE = 'sites/test-motors/site.json';
  const link = (label: string, href: string) => ({ label, href });

  it('gives a site without its own menu the default header menu', async () => {
    await writeSite('test-motors');
    const [site] = await loadSites(sitesDir);
    const { navigation } = site!.config;
    expect(navigation.map((entry) => entry.label)).toEqual([
      'Stock',
      'Finance',
      'Sell your car',
      'Service',
      'Locations',
      'Contact',
    ]);
    expect(navigation[0]!.children).toEqual([
      link('All stock', '/search/new-used-and-demo-cars'),
      link('New and demo', '/search/new-and-demo-cars'),
      link('Used', '/search/used-cars'),
    ]);
    expect(navigation.slice(1).every((entry) => entry.children.length === 0)).toBe(true);
  });

  it('takes a menu of site paths and https addresses, plain links without children', async () => {
    const navigation = [
      link('Pre-Owned Cars', '/search/used-cars'),
      { ...link('Brands', '/search/new-cars'), children: [link('Toyota', '/search/toyota')] },
      link('Careers', 'https://careers.example.com/jobs'),
    ];
    await writeSite('test-motors', { site: siteJson('test-motors', { navigation }) });
    const [site] = await loadSites(sitesDir);
    expect(site!.config.navigation).toEqual([
      { ...navigation[0], children: [] },
      navigation[1],
      { ...navigation[2], children: [] },
    ]);
  });

  it.each([
    ['a script', 'javascript:alert(1)'],
    ['a plain http address', 'http://x'],
    ['a relative path', 'finance'],
  ])('rejects %s as a link, naming where it is', async (_case, href) => {
    const navigation = [
      link('Finance', '/finance'),
      {
        ...link('Stock', '/search/used-cars'),
        children: [link('Used', '/search/used-cars'), link('Bad', href)],
      },
      link('Bad', href),
    ];
    await writeSite('test-motors', { site: siteJson('test-motors', { navigation }) });
    const error = await loadError(loadSites(sitesDir));
    expect(error.issues.map(({ file, at }) => ({ file, at }))).toEqual([
      { file: SITE_FILE, at: 'navigation[1].children[1].href' },
      { file: SITE_FILE, at: 'navigation[2].href' },
    ]);
  });

  it('rejects a menu of more than 12 entries', async () => {
    const navigation = Array.from({ length: 13 }, (_, i) => link(`Page ${i}`, `/page-${i}`));
    await writeSite('test-motors', { site: siteJson('test-motors', { navigation }) });
    const error = await loadError(loadSites(sitesDir));
    expect(error.issues.map((issue) => issue.at)).toEqual(['navigation']);
  });

  it('applies the price slider and photo defaults', async () => {
    await writeSite('test-motors');
    const [site] = await loadSites(sitesDir);
    expect(site!.config.search.priceSlider).toEqual({ min: 5_000, max: 250_000, step: 500 });
    expect(site!.config.search.saveButtonsNeedPhotos).toBe(false);
  });

  it('keeps the slider defaults a site leaves out', async () => {
    await writeSite('test-motors', {
      site: siteJson('test-motors', {
        search: { priceSlider: { max: 100_000 }, saveButtonsNeedPhotos: true },
      }),
    });
    const [site] = await loadSites(sitesDir);
    expect(site!.config.search.priceSlider).toEqual({ min: 5_000, max: 100_000, step: 500 });
    expect(site!.config.search.saveButtonsNeedPhotos).toBe(true);
  });

  it('rejects a price slider whose range is less than one step', async () => {
    await writeSite('test-motors', {
      site: siteJson('test-motors', {
        search: { priceSlider: { min: 10_000, max: 10_400, step: 500 } },
      }),
    });
    const error = await loadError(loadSites(sitesDir));
    expect(error.message).toContain(
      `${SITE_FILE}: search.priceSlider: max must exceed min by at least one step`,
    );
  });

  it('takes a price slider of exactly one step', async () => {
    await writeSite('test-motors', {
      site: siteJson('test-motors', {
        search: { priceSlider: { min: 10_000, max: 10_500, step: 500 } },
      }),
    });
    await expect(loadSites(sitesDir)).resolves.toHaveLength(1);
  });
});

describe('loadSite', () => {
  it('loads one folder and names files relative to its sites folder', async () => {
    const dir = await writeSite('test-motors');
    await expect(loadSite(dir)).resolves.toMatchObject({ config: { slug: 'test-motors' } });
    await writeFile(join(dir, 'site.json'), '[]');
    const error = await loadError(loadSite(dir));
    expect(error.message).toContain('sites/test-motors/site.json: ');
  });
});
