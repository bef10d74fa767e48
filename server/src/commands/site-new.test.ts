import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SITES_DIR, loadDemoSites } from '@forecourt/demo/demo-sites';
import { loadSites } from '@forecourt/tenants/load-sites';
import type { Postcodes } from '../delivery/postcodes.port.js';
import { gatherAnswers, type SiteNewFlags } from './new-site-answers.js';
import { sitesDirFromEnv } from './command-line.js';
import { createSiteFolder, readArguments } from './site-new.js';
import { HARBOUR_ANSWERS } from './testing/new-site-answers-fixture.js';

const NEWSTEAD = { postcode: '4006', state: 'QLD', lat: -27.45, long: 153.04 } as const;
const postcodes: Postcodes = {
  placeOf: async (postcode) => (postcode === NEWSTEAD.postcode ? NEWSTEAD : null),
};
const NEWSTEAD_LOCATION =
  'Harbour Motors Newstead|12 Breakfast Creek Rd|Newstead|QLD|4006|(07) 3555 1234';

const ALL_FLAGS = [
  'harbour-motors',
  '--name',
  'Harbour Motors',
  '--domain',
  'harbourmotors.com.au',
  '--domain',
  'www.harbourmotors.com.au',
  '--email',
  'sales@harbourmotors.com.au',
  '--location',
  NEWSTEAD_LOCATION,
  '--primary-colour',
  '#0b3d91',
  '--accent-colour',
  '#f4a300',
  '--yes',
];

let dir: string;
let sitesDir: string;
let lines: string[];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-new-'));
  sitesDir = path.join(dir, 'sites');
  lines = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const noTerminal = { ask: null, say: () => {}, postcodes };
const flagsOf = (argv: string[]): SiteNewFlags => readArguments(argv)!;

describe('site:new answers', () => {
  it('takes every answer from the flags, the location placed by its postcode', async () => {
    const answers = await gatherAnswers(flagsOf(ALL_FLAGS), noTerminal);
    expect(answers).toEqual({
      slug: 'harbour-motors',
      name: 'Harbour Motors',
      domains: ['harbourmotors.com.au', 'www.harbourmotors.com.au'],
      email: 'sales@harbourmotors.com.au',
      locations: [
        {
          name: 'Harbour Motors Newstead',
          street: '12 Breakfast Creek Rd',
          suburb: 'Newstead',
          state: 'QLD',
          postcode: '4006',
          phone: '(07) 3555 1234',
          lat: NEWSTEAD.lat,
          long: NEWSTEAD.long,
        },
      ],
      colours: { primary: '#0b3d91', accent: '#f4a300', secondary: undefined },
    });
  });

  it('names the missing flag when no one can be asked', async () => {
    const without = (flag: string) => {
      const index = ALL_FLAGS.indexOf(flag);
      return flagsOf([...ALL_FLAGS.slice(0, index), ...ALL_FLAGS.slice(index + 2)]);
    };
    await expect(gatherAnswers(without('--email'), noTerminal)).rejects.toThrow(
      '--email: required',
    );
    await expect(gatherAnswers(without('--accent-colour'), noTerminal)).rejects.toThrow(
      '--accent-colour: required',
    );
    await expect(gatherAnswers(without('--location'), noTerminal)).rejects.toThrow(
      '--location: required',
    );
    await expect(gatherAnswers(flagsOf(ALL_FLAGS.slice(1)), noTerminal)).rejects.toThrow(
      '<slug>: required',
    );
  });

  it('refuses a bad slug, colour, domain or location, saying why', async () => {
    const swap = (from: string, to: string) => flagsOf(ALL_FLAGS.map((a) => (a === from ? to : a)));
    await expect(
      gatherAnswers(swap('harbour-motors', 'Harbour_Motors'), noTerminal),
    ).rejects.toThrow(
      '<slug>: "Harbour_Motors" is not lower-case letters and digits joined by single hyphens',
    );
    await expect(gatherAnswers(swap('#f4a300', 'orange'), noTerminal)).rejects.toThrow(
      '--accent-colour: "orange" is not a colour as #rrggbb',
    );
    await expect(
      gatherAnswers(swap('harbourmotors.com.au', 'harbour.localhost'), noTerminal),
    ).rejects.toThrow('--domain: "harbour.localhost" is not a host name');
    await expect(
      gatherAnswers(swap(NEWSTEAD_LOCATION, NEWSTEAD_LOCATION.replace('QLD', 'NSW')), noTerminal),
    ).rejects.toThrow('--location: postcode 4006 is in QLD, not NSW');
    await expect(
      gatherAnswers(swap(NEWSTEAD_LOCATION, 'Harbour Motors|12 Breakfast Creek Rd'), noTerminal),
    ).rejects.toThrow('--location: "Harbour Motors|12 Breakfast Creek Rd" is not name|street');
  });

  it('asks at a terminal for what the flags left out, again after a wrong answer', async () => {
    const typed = [
      'Harbour Motors',
      'harbour motors.com.au',
      '',
      'sales@harbourmotors.com.au',
      'Newstead yard',
      '12 Breakfast Creek Rd',
      'Newstead',
      'qld',
      '4006',
      '07 3555 1234',
      'n',
      'blue',
      '#0b3d91',
      '#f4a300',
    ];
    const asked: string[] = [];
    const said: string[] = [];
    const answers = await gatherAnswers(flagsOf(['harbour-motors']), {
      ask: async (question) => {
        asked.push(question);
        return typed.shift() ?? '';
      },
      say: (line) => said.push(line),
      postcodes,
    });
    expect(typed).toEqual([]);
    expect(answers).toMatchObject({
      name: 'Harbour Motors',
      domains: [],
      locations: [{ name: 'Newstead yard', state: 'QLD', lat: NEWSTEAD.lat }],
      colours: { primary: '#0b3d91', accent: '#f4a300' },
    });
    expect(asked.filter((q) => q.startsWith('Primary brand colour'))).toHaveLength(2);
    expect(said).toEqual([
      '  "harbour motors.com.au" is not a list of host names such as example.com.au, www.example.com.au.',
      '  "blue" is not a colour as #rrggbb.',
    ]);
  });
});

describe('createSiteFolder', () => {
  const create = (answers = HARBOUR_ANSWERS) =>
    createSiteFolder({
      sitesDir,
      answers,
      loadAll: loadDemoSites,
      out: (line) => lines.push(line),
      port: 4000,
    });

  it('writes a site the sites folder loads with, and says what to fill in next', async () => {
    const result = await create();
    expect(result).toEqual({ exitCode: 0, dir: path.join(sitesDir, 'harbour-motors') });
    const sites = await loadSites(sitesDir);
    expect(sites.map((site) => site.config.name)).toEqual(['Harbour Motors & Co']);
    const settings = JSON.parse(await readFile(path.join(result.dir!, 'site.json'), 'utf8'));
    expect(path.resolve(result.dir!, settings.$schema)).toBe(
      path.resolve(DEMO_SITES_DIR, '../../tenants/site-config.schema.json'),
    );
    const output = lines.join('\n');
    expect(output).toContain('pnpm stock:import --site harbour-motors --file <feed.csv|feed.json>');
    expect(output).toContain('http://harbour-motors.localhost:4000/');
    expect(output).toContain('logo.svg');
    expect(output).toContain('content/');
    // Nothing staged is left behind.
    expect(await readdir(sitesDir)).toEqual(['harbour-motors']);
  });

  it('refuses a folder that already exists and leaves it alone', async () => {
    await mkdir(path.join(sitesDir, 'harbour-motors'), { recursive: true });
    expect(await create()).toEqual({ exitCode: 1, dir: null });
    expect(lines.join('\n')).toContain('already exists');
    expect(await readdir(path.join(sitesDir, 'harbour-motors'))).toEqual([]);
  });

  it('refuses a slug that is not one, writing nothing', async () => {
    expect(await create({ ...HARBOUR_ANSWERS, slug: '../escape' })).toEqual({
      exitCode: 1,
      dir: null,
    });
    expect(lines).toEqual([
      'slug: "../escape" is not lower-case letters and digits joined by single hyphens',
    ]);
    await expect(readdir(sitesDir)).rejects.toThrow();
  });

  it('removes the new site again when it takes a domain another site has', async () => {
    await cp(DEMO_SITES_DIR, sitesDir, { recursive: true });
    const result = await create({ ...HARBOUR_ANSWERS, domains: ['northsideusedcars.com.au'] });
    expect(result.exitCode).toBe(1);
    expect(lines.join('\n')).toMatch(
      /domains\[0\]: "northsideusedcars\.com\.au" is already a domain/,
    );
    expect(await readdir(sitesDir)).not.toContain('harbour-motors');
    expect(await loadDemoSites(sitesDir)).toHaveLength(3);
  });
});

describe('the sites folder', () => {
  it('is FORECOURT_SITES_DIR when set, else (undefined) the demo sites', () => {
    expect(sitesDirFromEnv({})).toBeUndefined();
    expect(sitesDirFromEnv({ FORECOURT_SITES_DIR: ' /dealers ' })).toBe('/dealers');
  });
});
