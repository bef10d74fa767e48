import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { buildAustraliaOutline, OUTLINE_FILE } from './australia-outline.build';

it('the committed outline is what its build produces', () => {
  const committed = readFileSync(OUTLINE_FILE, 'utf8');
  expect(committed).toBe(buildAustraliaOutline());
});
