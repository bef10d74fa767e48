import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../schema.js';

/**
 * Prints the API to schema/schema.graphql (sorted, so diffs show real changes). With --check it
 * only compares, and fails when the committed file is stale.
 */
const target = fileURLToPath(new URL('../../../schema/schema.graphql', import.meta.url));
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== printed) {
    console.error('schema/schema.graphql is stale: run `pnpm schema:print` and commit the result.');
    process.exit(1);
  }
  console.log('schema/schema.graphql is up to date.');
} else {
  await writeFile(target, printed);
  console.log('Wrote schema/schema.graphql');
}
