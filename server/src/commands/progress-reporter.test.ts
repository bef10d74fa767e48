import { describe, expect, it } from 'vitest';
import { createProgressReporter } from './progress-reporter.js';

describe('createProgressReporter (plain lines, as in CI)', () => {
  it('prints a phase when it starts, about every tenth of it, and when it is done', () => {
    const lines: string[] = [];
    const progress = createProgressReporter({
      interactive: false,
      out: (line) => lines.push(line),
    });
    for (let done = 0; done <= 4200; done += 100) progress.update('checking rows', done, 4200);
    progress.update('checking rows', 4200, 4200);
    progress.update('indexing', 0, 10);
    progress.update('indexing', 10, 10);
    expect(lines).toEqual([
      'checking rows: 0/4200',
      'checking rows: 500/4200',
      'checking rows: 1000/4200',
      'checking rows: 1500/4200',
      'checking rows: 2000/4200',
      'checking rows: 2500/4200',
      'checking rows: 3000/4200',
      'checking rows: 3500/4200',
      'checking rows: 4000/4200',
      'checking rows: 4200/4200',
      'indexing: 0/10',
      'indexing: 10/10',
    ]);
  });
});
