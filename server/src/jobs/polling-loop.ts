/**
 * A pass run at once and then every interval until stopped, never two at a time: what the
 * background workers (reservation holds, stock sync) share around their own pass.
 */
export class PollingLoop<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private started = false;

  constructor(
    private readonly pass: () => Promise<T>,
    private readonly intervalMs: number,
  ) {}

  /** The first pass runs at once (work that fell due while no process ran), then on the timer. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** No new passes; resolves when the pass under way (if any) has finished. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass; a call while one is under way joins it. */
  runOnce(): Promise<T> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runOnce().finally(() => {
        if (this.started && !this.timer) this.schedule(this.intervalMs);
      });
    }, delayMs);
    // The HTTP server keeps the process alive; a pending poll alone should not.
    this.timer.unref();
  }
}
