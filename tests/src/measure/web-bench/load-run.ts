import autocannon from 'autocannon';

/** One kind of request the benchmark loads a server with. */
export interface LoadTarget {
  port: number;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /**
   * The path and body of the request numbered `n`: the same every time for a cached run, a new
   * address each time for a cold one.
   */
  next(n: number): { path: string; body?: string };
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Requests sent (answered or still in flight when the run ended). */
  sent: number;
  /**
   * The serving process's CPU time per request sent, in ms: unlike the rate, it hardly depends on
   * what else the machine runs at the time. NaN when not measured.
   */
  cpuMsPerRequest: number;
  /** Answers other than 2xx, connection errors and timeouts: each makes the figures suspect. */
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

/** A request still unanswered after this long counts as a timeout. */
const TIMEOUT_SECONDS = 30;

/**
 * Loads the target with autocannon for a while, `connections` requests always in flight, each
 * request built afresh from `next` (a shared counter, so no two connections send the same cold
 * address). `counter` carries on across calls: a warm-up and the run after it ask different
 * addresses.
 */
export async function load(
  target: LoadTarget,
  { connections, durationSeconds }: LoadSettings,
  counter: { n: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}`,
    connections,
    duration: durationSeconds,
    timeout: TIMEOUT_SECONDS,
    method: target.method,
    headers: target.headers,
    requests: [
      {
        setupRequest: (request) => {
          const { path, body } = target.next(counter.n++);
          return body === undefined ? { ...request, path } : { ...request, path, body };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    sent: result.requests.sent,
    cpuMsPerRequest: Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
