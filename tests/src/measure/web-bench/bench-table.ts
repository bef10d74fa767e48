import type { LoadFigures } from './load-run.js';

/** The goals, as shares of the bare yoga rate measured in the same run. */
export interface RateTarget {
  /** Least rate as a share of the bare yoga's (0.1 = 10 %). */
  minShareOfBare: number;
  label: string;
}

/** Under load, the slowest 1 % of answers may take at most this many times the median. */
export const MAX_P99_TO_P50 = 5;

export interface Row {
  name: string;
  figures: LoadFigures;
  target?: RateTarget;
}

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);
const fixed = (n: number, digits = 0) =>
  n.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** The figures as a table: rate, latencies, their ratio and the rate against the bare yoga's. */
export function formatTable(
  rows: readonly Row[],
  bare: { rate: number; cpuMsPerRequest: number },
): string {
  const header = [
    pad('request', 34),
    pad('req/s', 8, true),
    pad('p50 ms', 8, true),
    pad('p99 ms', 8, true),
    pad('p99/p50', 8, true),
    pad('% bare', 7, true),
    pad('CPU ms', 7, true),
    pad('CPU % bare', 10, true),
    '  target       by rate  by CPU ',
    `p99 ≤ ${MAX_P99_TO_P50}× p50`,
    '  not 2xx / errors / timeouts',
  ].join(' ');
  const lines = rows.map(({ name, figures, target }) => {
    const share = figures.requestsPerSecond / bare.rate;
    // The rate the server's CPU time per request allows, against the bare yoga's.
    const cpuShare = bare.cpuMsPerRequest / figures.cpuMsPerRequest;
    // A median under a millisecond rounds to 0 or 1 in autocannon's histogram: the ratio says little.
    const ratio = figures.p50Ms > 0 ? figures.p99Ms / figures.p50Ms : Number.NaN;
    const rateGoal = target
      ? `${pad(target.label, 12)} ${pad(verdict(share >= target.minShareOfBare), 8)} ${pad(verdict(cpuShare >= target.minShareOfBare), 7)}`
      : pad('', 29);
    return [
      pad(name, 34),
      pad(fixed(figures.requestsPerSecond), 8, true),
      pad(fixed(figures.p50Ms), 8, true),
      pad(fixed(figures.p99Ms), 8, true),
      pad(Number.isNaN(ratio) ? '–' : fixed(ratio, 1), 8, true),
      pad(`${fixed(share * 100, 1)} %`, 7, true),
      pad(fixed(figures.cpuMsPerRequest, 2), 7, true),
      pad(Number.isFinite(cpuShare) ? `${fixed(cpuShare * 100, 1)} %` : '–', 10, true),
      ' ',
      rateGoal,
      '   ',
      pad(Number.isNaN(ratio) ? '–' : verdict(ratio <= MAX_P99_TO_P50), 12),
      `  ${figures.non2xx} / ${figures.errors} / ${figures.timeouts}`,
    ].join(' ');
  });
  const legend = [
    '% bare: the rate as a share of the bare yoga rate of this run.',
    'CPU ms: the serving process’s CPU time per request sent; CPU % bare: the bare yoga’s CPU ms',
    'per request as a share of the row’s, i.e. the rate each would reach with a core of its own.',
  ];
  return [header, '-'.repeat(header.length), ...lines, '', ...legend].join('\n');
}
