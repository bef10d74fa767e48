import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_SITES_DIR } from '@forecourt/demo/demo-sites';
import { readPersistedOperations } from '../api-access/persisted-operations.js';
import { throwawayDatabases } from './throwaway-databases.js';

/**
 * Production server processes sharing one PostgreSQL (DATABASE_URL), as replicas behind a load
 * balancer would: each with a data directory of its own, so nothing is shared by disk, and the
 * same form secret. Started from source with tsx; they need the built web client (as `pnpm
 * start` does). The replica tests of imported stock and of reservation holds use this, and the
 * tests of how a server starts (its records folder, its port) start servers of their own with it.
 */

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(SERVER_DIR, 'src', 'main.ts');
/** Servers starting from source on a shared machine. */
export const REPLICA_START_TIMEOUT_MS = 120_000;

export interface ReplicaServer {
  child: ChildProcess;
  port: number;
  output: () => string;
}

export function startReplica(port: number, env: NodeJS.ProcessEnv): Promise<ReplicaServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('Forecourt is running')) resolve({ child, port, output: () => output });
    });
    child.once('exit', (code) =>
      reject(new Error(`the server on ${port} exited (${code}) before serving:\n${output}`)),
    );
  });
}

/**
 * Starts a server that is expected to refuse: answers what it printed before it exited, or, if it
 * started after all, stops it and answers that it did.
 */
export function refusalToStart(port: number, env: NodeJS.ProcessEnv): Promise<string> {
  return startReplica(port, env).then(
    async (server) => {
      await stopReplica(server);
      return 'the server started';
    },
    (error: Error) => error.message,
  );
}

export async function stopReplica(server: ReplicaServer | undefined): Promise<void> {
  // Gone already: exited, or ended by a signal (a kill leaves exitCode null).
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

export interface ReplicaSetup {
  /** The folder holding the sites, the data directories and anything the test writes. */
  dir: string;
  databaseUrl: string;
  /** The environment of the replica `name` (its own data directory). */
  envOf(name: string, more?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  /** Drops the database and removes the folder. */
  dispose(): Promise<void>;
}

/**
 * A production server's environment for the tests' own servers, with a sites folder in `dir`
 * holding a copy of one demo site whose generated stock is cut to `generatedCars`, and the
 * embedded defaults (no PostgreSQL, Meilisearch or Redis) unless the test adds them.
 */
export async function serverEnvironment(
  dir: string,
  { site, generatedCars }: { site: string; generatedCars: number },
): Promise<NodeJS.ProcessEnv> {
  const siteDir = path.join(dir, 'sites', site);
  await cp(path.join(DEMO_SITES_DIR, site), siteDir, { recursive: true });
  const settingsFile = path.join(siteDir, 'site.json');
  const settings = JSON.parse(await readFile(settingsFile, 'utf8')) as {
    stock: { size: number };
  };
  settings.stock.size = generatedCars;
  await writeFile(settingsFile, JSON.stringify(settings));
  return {
    ...process.env,
    NODE_ENV: 'production',
    FORECOURT_SITES_DIR: path.join(dir, 'sites'),
    // Production asks for the secret that signs lead forms (the same on every replica).
    FORECOURT_FORM_SECRET: randomBytes(32).toString('hex'),
    // Nothing else of the environment's may point the servers elsewhere.
    DATABASE_URL: '',
    MEILI_HOST: '',
    REDIS_URL: '',
    LOG_LEVEL: 'info',
  };
}

/**
 * A throwaway database on the server `serverUrl` names and a folder with a copy of one demo site
 * whose generated stock is cut to `generatedCars` (the tests' stock is small: starting is slow).
 */
export async function setUpReplicas(
  serverUrl: string,
  { site, generatedCars }: { site: string; generatedCars: number },
): Promise<ReplicaSetup> {
  const databases = throwawayDatabases(serverUrl);
  const dir = await mkdtemp(path.join(tmpdir(), 'replicas-'));
  const databaseUrl = await databases.create();
  const env = await serverEnvironment(dir, { site, generatedCars });
  return {
    dir,
    databaseUrl,
    envOf: (name, more = {}) => ({
      ...env,
      DATABASE_URL: databaseUrl,
      FORECOURT_DATA_DIR: path.join(dir, `data-${name}`),
      ...more,
    }),
    async dispose() {
      await databases.dropAll();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request to a replica on 127.0.0.1, under the site's host; redirects are not followed. */
export function requestReplica(
  port: number,
  host: string,
  {
    method = 'GET',
    path: requestPath,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: requestPath, method, headers: { host, ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The web client's persisted id of the operation `name` (e.g. CarPageQuery). */
export function persistedOperationId(name: string): string | undefined {
  return [...readPersistedOperations()].find(([, text]) =>
    ['query', 'mutation'].some(
      (type) => text.startsWith(`${type} ${name}(`) || text.startsWith(`${type} ${name} `),
    ),
  )?.[0];
}

/** A persisted query posted to a replica's GraphQL, as the web client sends it. */
export async function persistedQueryOn<T>(
  port: number,
  host: string,
  id: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await requestReplica(port, host, {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: id } },
    }),
  });
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new Error(`${answer.status}: ${answer.text.slice(0, 500)}`);
  }
}
