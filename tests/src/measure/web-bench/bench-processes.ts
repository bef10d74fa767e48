import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../../e2e/support/repo-root.js';

/** A process the benchmark started and serves HTTP on a port. */
export interface BenchProcess {
  pid: number;
  port: number;
  /** Resident memory now, in MB (0 once the process is gone). */
  rssMb(): number;
  /** CPU time the process has used so far (user and system), in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** How long the production server may take to index the demo stock and listen. */
const START_TIMEOUT_MS = 180_000;
const HEALTH_POLL_MS = 250;
const STOP_GRACE_MS = 15_000;
const OUTPUT_TAIL_CHARS = 4_000;

const SERVER_DIR = fileURLToPath(new URL('server/', `file://${REPO_ROOT}`));
const BARE_YOGA_SCRIPT = fileURLToPath(new URL('./bare-yoga.server.ts', import.meta.url));

/** VmRSS of a process, read from /proc (Linux). */
export function rssMbOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process, read from /proc (Linux), in seconds. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function track(child: ChildProcess, port: number) {
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-OUTPUT_TAIL_CHARS));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = child.exitCode !== null;
  const exit = once(child, 'exit').then(() => {
    exited = true;
  });
  const process_: BenchProcess = {
    pid: child.pid!,
    port,
    rssMb: () => (exited ? 0 : rssMbOf(child.pid!)),
    cpuSeconds: () => cpuSecondsOf(child.pid!),
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => exited || child.kill('SIGKILL'), STOP_GRACE_MS);
      await exit;
      clearTimeout(timer);
    },
  };
  return { process: process_, exited: () => exited, output: () => output };
}

/**
 * The production server (`node dist/main.js` with NODE_ENV=production and the demo sites), started
 * as `pnpm --filter @forecourt/server start` would, but as a direct child so its own pid (and RSS)
 * is known and `nodeFlags` (e.g. `--cpu-prof`) reach it alone. Resolves once /healthz answers.
 * The client and the server must already be built.
 */
export async function startProductionServer(
  port: number,
  nodeFlags: readonly string[],
  env: Record<string, string>,
): Promise<BenchProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '--enable-source-maps', 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const tracked = track(child, port);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (tracked.exited())
      throw new Error(`The server stopped before it was ready:\n${tracked.output()}`);
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return tracked.process;
    await delay(HEALTH_POLL_MS);
  }
  await tracked.process.stop();
  throw new Error(`The server did not answer /healthz within ${START_TIMEOUT_MS} ms`);
}

/** The bare graphql-yoga baseline (bare-yoga.server.ts) in a process of its own. */
export async function startBareYoga(): Promise<BenchProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', BARE_YOGA_SCRIPT], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tracked = track(child, 0);
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () =>
      reject(new Error(`The bare yoga did not start:\n${tracked.output()}`)),
    );
  });
  return { ...tracked.process, port };
}
