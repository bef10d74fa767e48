import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimPgliteDir } from './pglite-dir-owner.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const CLAIM_AT = path.join(import.meta.dirname, 'testing', 'claim-at.ts');
/** Processes starting at once, and how many times they race. */
const RACERS = 6;
const ROUNDS = 4;
/** Time for every racer to start (tsx compiles on a busy machine) before the moment they claim. */
const START_MS = 4_000;
/** A pid no process has: the claim of a server killed without giving it back. */
const DEAD_CLAIM = '2147483646 left-by-a-crash\n';

const tempDirs: string[] = [];
afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

async function newFolder() {
  const parent = await mkdtemp(path.join(tmpdir(), 'forecourt-claim-'));
  tempDirs.push(parent);
  return { parent, dir: path.join(parent, 'records') };
}

/** Starts `RACERS` processes that claim `dir` at the same moment; what each said, and its pid. */
async function race(dir: string) {
  const at = Date.now() + START_MS;
  const racers = Array.from({ length: RACERS }, () =>
    spawn(process.execPath, ['--import', 'tsx', CLAIM_AT, dir, String(at)], {
      cwd: SERVER_DIR,
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  try {
    return await Promise.all(
      racers.map(async (racer) => {
        let said = '';
        racer.stdout.setEncoding('utf8');
        for await (const chunk of racer.stdout) {
          said += chunk as string;
          if (said.endsWith('\n')) break;
        }
        return { pid: racer.pid!, said: said.trim() };
      }),
    );
  } finally {
    for (const racer of racers) {
      racer.stdin.end();
      if (racer.exitCode === null) await once(racer, 'exit');
    }
  }
}

describe('claimPgliteDir', () => {
  it(
    'gives a claim left by a crash to one process of several starting at once',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { parent, dir } = await newFolder();
        await writeFile(`${dir}.pid`, DEAD_CLAIM);
        const answers = await race(dir);
        const winners = answers.filter(({ said }) => said === 'claimed');
        expect(winners, JSON.stringify(answers)).toHaveLength(1);
        const [winner] = winners;
        for (const { said } of answers.filter((answer) => answer !== winner)) {
          expect(said).toBe(`refused ${winner!.pid}`);
        }
        // Nothing is left beside the folder but the winner's claim.
        expect(await readdir(parent)).toEqual(['records.pid']);
      }
    },
    ROUNDS * (START_MS + 30_000),
  );

  it('takes over past a takeover that crashed half way, once its mark is old', async () => {
    const { parent, dir } = await newFolder();
    await writeFile(`${dir}.pid`, DEAD_CLAIM);
    await mkdir(`${dir}.pid.takeover`);
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(`${dir}.pid.takeover`, longAgo, longAgo);
    const release = await claimPgliteDir(dir);
    expect(await readFile(`${dir}.pid`, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    expect(await readdir(parent)).toEqual(['records.pid']);
    await release();
    expect(await readdir(parent)).toEqual([]);
  });

  it('gives back only its own claim', async () => {
    const { dir } = await newFolder();
    const release = await claimPgliteDir(dir);
    const ours = await readFile(`${dir}.pid`, 'utf8');
    expect(ours).toMatch(new RegExp(`^${process.pid} \\S+\\n$`));
    // Another claim in its place (its process took the folder over): left alone.
    await writeFile(`${dir}.pid`, `${process.pid} another-claim\n`);
    await release();
    expect(await readFile(`${dir}.pid`, 'utf8')).toBe(`${process.pid} another-claim\n`);
  });
});
