import { setTimeout } from 'node:timers/promises';
import { claimPgliteDir, RecordsInUseError } from '../pglite-dir-owner.js';

/**
 * A process that claims a records folder at a given moment, for the test of processes starting
 * at once (create-records.test.ts): `claim-at.ts <folder> <epoch ms>`. It prints `claimed` or
 * `refused <pid of the holder>`, then lives on, holding what it won, until its input closes.
 */
const [dir, at] = process.argv.slice(2);
await setTimeout(Math.max(0, Number(at) - Date.now()));
try {
  await claimPgliteDir(dir!);
  process.stdout.write('claimed\n');
} catch (error) {
  if (!(error instanceof RecordsInUseError)) throw error;
  process.stdout.write(`refused ${error.pid}\n`);
}
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
