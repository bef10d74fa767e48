import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GENERATED = fileURLToPath(new URL('../../../../client/src/__generated__/', import.meta.url));

export interface ClientOperation {
  name: string;
  text: string;
}

/**
 * Every operation the web client sends, as relay-compiler wrote it beside the client's code
 * (each generated request's `params.text`).
 */
export function clientOperations(): ClientOperation[] {
  const operations: ClientOperation[] = [];
  for (const file of readdirSync(GENERATED).filter((f) => f.endsWith('.graphql.ts'))) {
    const source = readFileSync(`${GENERATED}${file}`, 'utf8');
    const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(source);
    if (!match) continue;
    operations.push({
      name: file.replace(/\.graphql\.ts$/, ''),
      text: JSON.parse(match[1]!) as string,
    });
  }
  return operations;
}
