import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { PNPM, REPO_ROOT } from './repo-root.js';
import { TEST_FORM_SECRET_ENV } from './form-secret.js';
import { TEST_PAYMENTS_ENV } from './test-payments.js';

/** How often and how long to ask /healthz while the server indexes stock and starts. */
const HEALTH_POLL_MS = 250;
const DEFAULT_START_TIMEOUT_MS = 120_000;

/** How long the server has to close before it is killed outright. */
const STOP_GRACE_MS = 10_000;

/** Output kept to explain a failed start. */
const STDERR_TAIL_CHARS = 4_000;

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the kernel picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('No free port found');
  return address.port;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the production server (`pnpm --filter @forecourt/server start`, NODE_ENV=production) on
 * a port and resolves once /healthz answers. The web client must already be built.
 */
export async function startProductionServer(
  port: number,
  {
    timeoutMs = DEFAULT_START_TIMEOUT_MS,
    nodeEnv = 'production',
    env = {},
  }: {
    timeoutMs?: number;
    /** `development` starts the same server with what development adds (GraphiQL). */
    nodeEnv?: 'production' | 'development';
    /** More settings of the server's environment (its sites folder, its data directory …). */
    env?: Readonly<Record<string, string>>;
  } = {},
): Promise<RunningServer> {
  // Its own process group: pnpm starts tsx, which starts node, and stopping must reach them all.
  const child = spawn(PNPM, ['--filter', '@forecourt/server', 'start'], {
    cwd: REPO_ROOT,
    env: {
      ...TEST_FORM_SECRET_ENV,
      ...TEST_PAYMENTS_ENV,
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: nodeEnv,
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
  });
  let exited = child.exitCode !== null;
  const exit = once(child, 'exit').then(() => {
    exited = true;
  });

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      if (!exited) process.kill(-child.pid!, 'SIGKILL');
    }, STOP_GRACE_MS);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  const health = `http://127.0.0.1:${port}/healthz`;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server stopped before it was ready:\n${stderr}`);
    const ready = await fetch(health).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, stop };
    await delay(HEALTH_POLL_MS);
  }
  await stop();
  throw new Error(`The server did not answer ${health} within ${timeoutMs} ms:\n${stderr}`);
}
