/**
 * Runs a site's reindex one at a time: a change announced while one runs queues a single further
 * run (which reads the newest snapshot), and later announcements join that queued run. Without
 * it, two reindexes of a site could finish out of order and leave the older stock indexed.
 */
export function serialSiteReloads(
  reindex: (slug: string) => Promise<void>,
): (slug: string) => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const queued = new Map<string, Promise<void>>();
  const start = (slug: string): Promise<void> => {
    const run: Promise<void> = reindex(slug).finally(() => {
      if (running.get(slug) === run) running.delete(slug);
    });
    running.set(slug, run);
    return run;
  };
  return (slug) => {
    const waiting = queued.get(slug);
    if (waiting) return waiting;
    const current = running.get(slug);
    if (!current) return start(slug);
    const next = current
      .catch(() => undefined)
      .then(() => {
        queued.delete(slug);
        return start(slug);
      });
    queued.set(slug, next);
    return next;
  };
}
