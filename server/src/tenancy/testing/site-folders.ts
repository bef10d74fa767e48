import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NewSiteAnswers } from '../../commands/new-site-files.js';
import { newSiteFiles } from '../../commands/new-site-files.js';
import { HARBOUR_ANSWERS } from '../../commands/testing/new-site-answers-fixture.js';

/** Writes a site folder as `pnpm site:new` would (Harbour Motors unless told otherwise). */
export async function writeSiteFolder(
  sitesDir: string,
  answers: Partial<Omit<NewSiteAnswers, 'schemaPath'>> = {},
): Promise<string> {
  const dir = path.join(sitesDir, answers.slug ?? HARBOUR_ANSWERS.slug);
  for (const file of newSiteFiles({ ...HARBOUR_ANSWERS, ...answers, schemaPath: 'schema.json' })) {
    await mkdir(path.dirname(path.join(dir, file.path)), { recursive: true });
    await writeFile(path.join(dir, file.path), file.content);
  }
  return dir;
}

/** Rewrites a site's site.json through `edit`. */
export async function editSiteSettings(
  siteDir: string,
  edit: (settings: Record<string, unknown>) => unknown,
): Promise<void> {
  const file = path.join(siteDir, 'site.json');
  const settings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, JSON.stringify(edit(settings), null, 2));
}
