import { spawn, type ChildProcess } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * `pnpm bench:query-limits`: the hostile queries of a cost probe sent to the GraphQL endpoint in
 * its own process (capped at BENCH_HEAP_MB of heap, killed after BENCH_PHASE_TIMEOUT_MS), with
 * each answer's time and status and the process's peak resident memory. Each phase gets a fresh
 * process so its peak is its own. Figures are measured on this machine, each run.
 */

const HEAP_MB = Number(process.env.BENCH_HEAP_MB ?? 1_536);
const PHASE_TIMEOUT_MS = Number(process.env.BENCH_PHASE_TIMEOUT_MS ?? 120_000);
const BURST = Number(process.env.BENCH_BURST ?? 20);
const HOST = 'coastal-motor-group.localhost';
const SERVER_SCRIPT = fileURLToPath(new URL('./query-limits.server.ts', import.meta.url));
const RSS_POLL_MS = 20;

/** `car { similarCars { … } }` nested `levels` deep. */
export function deepSimilarCarsQuery(slug: string, levels: number): string {
  let selection = 'name';
  for (let i = 0; i < levels; i++) selection = `name similarCars { ${selection} }`;
  return `query Deep { car(slug: ${JSON.stringify(slug)}) { ${selection} } }`;
}

/** 15 aliases of a 100-car search, each car with three levels of similar cars. */
export function aliasedWideSearchQuery(): string {
  const similar = 'similarCars { name similarCars { name similarCars { name } } }';
  const fields = Array.from(
    { length: 15 },
    (_, i) => `s${i}: carSearch(first: 100) { edges { node { name ${similar} } } }`,
  );
  return `query Wide { ${fields.join(' ')} }`;
}

interface Server {
  child: ChildProcess;
  port: number;
  peakRssMb: () => number;
  crashed: () => string | null;
  stop: () => void;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function startServer(): Promise<Server> {
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', SERVER_SCRIPT],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  let exit: string | null = null;
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-2_000)));
  child.on('exit', (code, signal) => {
    const oom = /heap out of memory|Allocation failed/i.test(stderr);
    exit = oom ? 'ran out of memory' : `exited (${signal ?? code})`;
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`server did not start:\n${stderr}`)));
  });
  let peak = rssMb(child.pid!);
  const poll = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), RSS_POLL_MS);
  return {
    child,
    port,
    peakRssMb: () => peak,
    crashed: () => exit,
    stop: () => {
      clearInterval(poll);
      if (exit === null) child.kill('SIGKILL');
    },
  };
}

interface Answer {
  ms: number;
  status: number | string;
  message?: string;
}

/** A POST to the endpoint with the site's Host (fetch would send the address instead). */
function post(port: number, query: string, signal?: AbortSignal) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { host: HOST, 'content-type': 'application/json' },
        signal,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

async function send(port: number, query: string, signal: AbortSignal): Promise<Answer> {
  const start = performance.now();
  try {
    const { status, body } = await post(port, query, signal);
    const parsed = JSON.parse(body) as { errors?: { message: string }[] };
    return { ms: performance.now() - start, status, message: parsed.errors?.[0]?.message };
  } catch (error) {
    const reason = signal.aborted ? 'no answer before the timeout' : 'connection lost';
    return { ms: performance.now() - start, status: reason, message: String(error) };
  }
}

async function firstCarSlug(port: number): Promise<string> {
  const { body } = await post(port, '{ carSearch(first: 1) { edges { node { slug } } } }');
  const parsed = JSON.parse(body) as {
    data: { carSearch: { edges: { node: { slug: string } }[] } };
  };
  return parsed.data.carSearch.edges[0]!.node.slug;
}

async function phase(name: string, queryOf: (slug: string) => string, count: number) {
  const server = await startServer();
  try {
    const slug = await firstCarSlug(server.port);
    const startRss = rssMb(server.child.pid!);
    const timeout = AbortSignal.timeout(PHASE_TIMEOUT_MS);
    // Every request of the burst listens to the same deadline.
    setMaxListeners(count + 10, timeout);
    const query = queryOf(slug);
    const start = performance.now();
    const answers = await Promise.all(
      Array.from({ length: count }, () => send(server.port, query, timeout)),
    );
    const wallMs = performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const statuses = [...new Set(answers.map((a) => a.status))].join(', ');
    console.log(
      [
        `\n${name} (${count} at once, ${query.length.toLocaleString('en-AU')} characters)`,
        `  answers     ${statuses} in ${times[0]!.toFixed(0)}–${times.at(-1)!.toFixed(0)} ms (all done in ${wallMs.toFixed(0)} ms)`,
        `  message     ${answers[0]!.message ?? '(data)'}`.slice(0, 200),
        `  RSS         ${startRss.toFixed(0)} MB before, peak ${server.peakRssMb().toFixed(0)} MB`,
        `  server      ${server.crashed() ?? 'still running'}`,
      ].join('\n'),
    );
  } finally {
    server.stop();
  }
}

console.log(
  `Query limits benchmark: Node ${process.version}, heap capped at ${HEAP_MB} MB, ${PHASE_TIMEOUT_MS / 1000} s per phase`,
);
/** `deep:<levels>[:<at once>]` or `wide[:<at once>]`, comma-separated. */
const phases = (
  process.env.BENCH_PHASES ?? `deep:6,deep:7,deep:8,deep:9,deep:8:${BURST},wide`
).split(',');
for (const spec of phases) {
  const [kind, first, second] = spec.split(':');
  if (kind === 'deep') {
    const levels = Number(first);
    await phase(
      `${levels}-level similarCars`,
      (s) => deepSimilarCarsQuery(s, levels),
      Number(second ?? 1),
    );
  } else if (kind === 'wide') {
    await phase(
      '15 × carSearch(first: 100) × 3 levels of similarCars',
      aliasedWideSearchQuery,
      Number(first ?? 1),
    );
  } else {
    throw new Error(`Unknown phase ${spec}`);
  }
}
