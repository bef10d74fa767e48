import cliProgress from 'cli-progress';

/**
 * Progress of a long command, by phase ("checking rows", "indexing"): bars on a terminal; plain
 * lines elsewhere (CI logs, a file), where redrawn bars would be noise: one line when a phase
 * starts, about every tenth of it, and when it is done.
 */

export interface ProgressReporter {
  update: (phase: string, done: number, total: number) => void;
  /** Ends any bar still drawn (call before printing the command's last lines). */
  stop: () => void;
}

export interface ProgressReporterOptions {
  /** Draw bars: the output is a terminal. */
  interactive?: boolean;
  /** Where plain lines go. */
  out?: (line: string) => void;
  /** Share of a phase between two plain lines. */
  step?: number;
  /** What is counted, after the numbers of a bar ("rows"). */
  unit?: string;
}

export const PLAIN_PROGRESS_STEP = 0.1;

export function createProgressReporter({
  interactive = process.stdout.isTTY === true,
  out = (line) => console.log(line),
  step = PLAIN_PROGRESS_STEP,
  unit = 'rows',
}: ProgressReporterOptions = {}): ProgressReporter {
  return interactive ? barReporter(unit) : plainReporter(out, step);
}

function plainReporter(out: (line: string) => void, step: number): ProgressReporter {
  const reported = new Map<string, number>();
  return {
    update(phase, done, total) {
      const last = reported.get(phase);
      if (last === total) return;
      const due = last === undefined || done >= total || done - last >= Math.max(1, total * step);
      if (!due) return;
      reported.set(phase, done);
      out(`${phase}: ${done}/${total}`);
    },
    stop() {
      reported.clear();
    },
  };
}

function barReporter(unit: string): ProgressReporter {
  const bars = new Map<string, cliProgress.SingleBar>();
  const width = 13;
  return {
    update(phase, done, total) {
      let bar = bars.get(phase);
      if (!bar) {
        bar = new cliProgress.SingleBar(
          { format: `${phase.padEnd(width)} [{bar}] {percentage}% | {value}/{total} ${unit}` },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, done);
        bars.set(phase, bar);
      }
      bar.update(done);
      if (done >= total) bar.stop();
    },
    stop() {
      for (const bar of bars.values()) bar.stop();
    },
  };
}
