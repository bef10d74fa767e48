import { access, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadSite } from '@forecourt/tenants/load-sites';
import type { Site } from '@forecourt/tenants/site';
import {
  formatSiteIssue,
  SiteConfigError,
  type SiteIssue,
} from '@forecourt/tenants/site-config-error';
import {
  JSON_SCHEMA_FILE,
  TENANTS_DIR,
} from '@forecourt/tenants/settings-reference/generate-settings-docs';
import { readCommandLine, runAsScript, sitesDirFromEnv } from './command-line.js';
import { gatherAnswers, slugProblem, type Ask, type SiteNewFlags } from './new-site-answers.js';
import {
  LOGO_FILE,
  newSiteFiles,
  STOCK_FEED_FILE,
  locationIds,
  type NewSiteAnswers,
} from './new-site-files.js';

/**
 * `pnpm site:new <slug> [flags]`: writes a new dealer's site folder from flags or answers to
 * questions, proves it with the loader the server uses, and says what to fill in next. A running
 * server picks the folder up on its own (see tenancy/watch-site-folders.ts).
 */

const USAGE =
  'Usage: pnpm site:new <slug> [--name <name>] [--domain <host>]... [--email <address>]\n' +
  '         [--location "Name|street|suburb|state|postcode|phone"]...\n' +
  '         [--primary-colour #rrggbb] [--accent-colour #rrggbb] [--secondary-colour #rrggbb]\n' +
  '         [--sites-dir <folder>] [--yes]\n' +
  '  <slug>              the site folder and <slug>.localhost (lower-case words joined by -)\n' +
  "  --name              the dealer's name as shoppers read it\n" +
  '  --domain            a host that serves the site (repeat for more; none is fine for now)\n' +
  '  --email             where leads go\n' +
  '  --location          a sales location (repeat for more); the first is the primary one\n' +
  '  --primary-colour    main brand colour; --accent-colour prices and badges;\n' +
  '  --secondary-colour  the second brand colour (the primary one unless given)\n' +
  '  --sites-dir         the sites folder (FORECOURT_SITES_DIR, else the demo sites)\n' +
  '  --yes               ask nothing: a missing flag is an error\n' +
  'Without --yes, at a terminal, what the flags do not give is asked for.';

/** The port `pnpm start` listens on unless PORT says otherwise (as main.ts). */
const DEFAULT_PORT = 4000;

export interface CreateSiteRequest {
  sitesDir: string;
  answers: Omit<NewSiteAnswers, 'schemaPath'>;
  /** The loader of the whole sites folder, as the server runs it. */
  loadAll: (sitesDir: string) => Promise<Site[]>;
  out: (line: string) => void;
  port?: number;
}

export interface CreateSiteResult {
  exitCode: 0 | 1;
  /** The new site's folder; null when nothing was written. */
  dir: string | null;
}

/**
 * Writes the folder under a hidden name (the loader skips those), checks it, then renames it into
 * place: a running server never sees half a site. The sites folder is loaded again after: a
 * problem the new site brings (a domain another site has) removes it again.
 */
export async function createSiteFolder(request: CreateSiteRequest): Promise<CreateSiteResult> {
  const { sitesDir, answers, out } = request;
  const problem = slugProblem(answers.slug);
  if (problem) {
    out(`slug: "${answers.slug}" is not ${problem}`);
    return { exitCode: 1, dir: null };
  }
  const dir = path.join(sitesDir, answers.slug);
  if (await exists(dir)) {
    out(`${dir} already exists: choose another slug, or edit that site's files.`);
    return { exitCode: 1, dir: null };
  }
  const before = await issuesOf(() => request.loadAll(sitesDir));
  await mkdir(sitesDir, { recursive: true });
  const staging = await mkdtemp(path.join(sitesDir, '.new-site-'));
  try {
    const staged = path.join(staging, answers.slug);
    const schemaPath = path.relative(dir, path.join(TENANTS_DIR, JSON_SCHEMA_FILE));
    for (const file of newSiteFiles({
      ...answers,
      schemaPath: schemaPath.split(path.sep).join('/'),
    })) {
      const target = path.join(staged, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
    }
    const ownIssues = await issuesOf(() => loadSite(staged));
    if (ownIssues.length > 0) {
      out(`The new site's settings do not validate; nothing was kept:`);
      for (const issue of ownIssues) out(`  ${formatSiteIssue(issue)}`);
      return { exitCode: 1, dir: null };
    }
    await rename(staged, dir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  const after = await issuesOf(() => request.loadAll(sitesDir));
  const known = new Set(before.map(formatSiteIssue));
  const brought = after.filter((issue) => !known.has(formatSiteIssue(issue)));
  if (brought.length > 0) {
    await rm(dir, { recursive: true, force: true });
    out(`The new site does not fit beside the other sites; nothing was kept:`);
    for (const issue of brought) out(`  ${formatSiteIssue(issue)}`);
    return { exitCode: 1, dir: null };
  }
  out(`Created ${dir} for ${answers.name}.`);
  if (after.length > 0) {
    out(
      'Other sites of the folder have problems: a running server keeps serving its current sites until they are fixed:',
    );
    for (const issue of after) out(`  ${formatSiteIssue(issue)}`);
  }
  for (const line of nextSteps(answers, request.port ?? DEFAULT_PORT)) out(line);
  return { exitCode: 0, dir };
}

/** What is left for a person to do: the command only writes what the schema requires. */
export function nextSteps(answers: Omit<NewSiteAnswers, 'schemaPath'>, port: number): string[] {
  const { slug } = answers;
  const ids = locationIds(slug, answers.locations).join(', ');
  return [
    '',
    'Next:',
    `  1. Replace ${LOGO_FILE} (a placeholder) with the dealer's logo; theme.logo in site.json gives its size.`,
    `  2. Import the dealer's stock feed: pnpm stock:import --site ${slug} --file <feed.csv|feed.json>`,
    `     Until then the site has no vehicles. ${STOCK_FEED_FILE} shows a feed's usual columns; location_id is one of: ${ids}.`,
    "  3. Write the dealer's pages as Markdown in content/ (about-us.md, privacy-policy.md, terms-and-conditions.md), each starting with a # title.",
    '  4. Add opening hours (contact.openingHours) and licence numbers to locations.json.',
    '  5. Go through site.json: it names its JSON Schema, so an editor completes and checks each setting; tenants/SETTINGS.md describes them.',
    '',
    `Open http://${slug}.localhost:${port}/ : a server running on this sites folder serves it now; otherwise start one with \`pnpm start\`.`,
  ];
}

async function issuesOf(load: () => Promise<unknown>): Promise<SiteIssue[]> {
  try {
    await load();
    return [];
  } catch (error) {
    if (error instanceof SiteConfigError) return [...error.issues];
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

interface SiteNewArguments extends SiteNewFlags {
  sitesDir?: string | undefined;
  yes: boolean;
}

export function readArguments(argv: string[]): SiteNewArguments | null {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      name: { type: 'string' },
      domain: { type: 'string', multiple: true, default: [] },
      location: { type: 'string', multiple: true, default: [] },
      email: { type: 'string' },
      'primary-colour': { type: 'string' },
      'accent-colour': { type: 'string' },
      'secondary-colour': { type: 'string' },
      'sites-dir': { type: 'string' },
      yes: { type: 'boolean', short: 'y', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return null;
  if (positionals.length > 1) throw new Error(`one slug only (got ${positionals.join(', ')})`);
  return {
    slug: positionals[0],
    name: values.name,
    domains: values.domain,
    locations: values.location,
    email: values.email,
    primaryColour: values['primary-colour'],
    accentColour: values['accent-colour'],
    secondaryColour: values['secondary-colour'],
    sitesDir: values['sites-dir'],
    yes: values.yes,
  };
}

async function main(): Promise<void> {
  const args = readCommandLine(readArguments, USAGE);
  if (!args) return;
  const { DEMO_SITES_DIR, loadDemoSites } = await import('@forecourt/demo/demo-sites');
  const { bundledPostcodes } = await import('../sources/postcodes/bundled-postcodes.js');
  // pnpm runs the script in the server package; a relative path means the caller's folder.
  const sitesDir = args.sitesDir
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.sitesDir)
    : (sitesDirFromEnv() ?? DEMO_SITES_DIR);
  // Refused before any question, so no one types a whole site in for nothing.
  if (args.slug && (await exists(path.join(sitesDir, args.slug)))) {
    throw new Error(`${path.join(sitesDir, args.slug)} already exists: choose another slug.`);
  }
  const interactive = Boolean(process.stdin.isTTY) && !args.yes;
  const terminal = interactive
    ? createInterface({ input: process.stdin, output: process.stdout })
    : null;
  try {
    const ask: Ask | null = terminal ? (question) => terminal.question(question) : null;
    const answers = await gatherAnswers(args, {
      ask,
      say: (line) => console.error(line),
      postcodes: bundledPostcodes,
    });
    const result = await createSiteFolder({
      sitesDir,
      answers,
      loadAll: (dir) => loadDemoSites(dir),
      out: (line) => console.log(line),
      port: Number(process.env.PORT) || DEFAULT_PORT,
    });
    process.exitCode = result.exitCode;
  } finally {
    terminal?.close();
  }
}

runAsScript(import.meta.url, main);
