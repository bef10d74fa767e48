import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingsReferenceMarkdown } from './settings-reference.js';
import { siteConfigJsonSchema } from './site-config-json-schema.js';

/**
 * Writes tenants/site-config.schema.json (named by each site.json's `$schema`, for editors) and
 * tenants/SETTINGS.md (the settings reference) from SiteConfig. With --check it only compares,
 * and fails when a committed file is stale.
 */

export interface GeneratedFile {
  /** Relative to the tenants folder. */
  file: string;
  content: string;
}

export const TENANTS_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const JSON_SCHEMA_FILE = 'site-config.schema.json';
export const REFERENCE_FILE = 'SETTINGS.md';

export function settingsDocs(): GeneratedFile[] {
  const schema = siteConfigJsonSchema();
  return [
    { file: JSON_SCHEMA_FILE, content: `${JSON.stringify(schema, null, 2)}\n` },
    { file: REFERENCE_FILE, content: settingsReferenceMarkdown(schema) },
  ];
}

/** The files of `docs` missing from `dir` or different there. */
export async function staleSettingsDocs(
  docs: readonly GeneratedFile[],
  dir: string = TENANTS_DIR,
): Promise<string[]> {
  const stale = await Promise.all(
    docs.map(async ({ file, content }) => {
      const committed = await readFile(path.join(dir, file), 'utf8').catch(() => null);
      return committed === content ? [] : [file];
    }),
  );
  return stale.flat();
}

export async function writeSettingsDocs(
  docs: readonly GeneratedFile[],
  dir: string = TENANTS_DIR,
): Promise<void> {
  await Promise.all(docs.map(({ file, content }) => writeFile(path.join(dir, file), content)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const docs = settingsDocs();
  if (process.argv.includes('--check')) {
    const stale = await staleSettingsDocs(docs);
    if (stale.length > 0) {
      const files = stale.map((file) => `tenants/${file}`).join(' and ');
      console.error(`${files} stale: run \`pnpm settings:docs\` and commit the result.`);
      process.exit(1);
    }
    console.log('The settings schema and reference are up to date.');
  } else {
    await writeSettingsDocs(docs);
    console.log(docs.map(({ file }) => `Wrote tenants/${file}`).join('\n'));
  }
}
