import { watch } from 'node:fs';
import path from 'node:path';

/**
 * Calls `onChange` when anything under the sites folder changes (a site folder added, removed or
 * renamed, a settings file or page edited), once per burst of events. One call at a time: a
 * change during a call brings one more call after it, so the last state is always loaded.
 */

/** An editor's save or `pnpm site:new` fires several events; a reload waits for the last. */
export const SITE_FOLDERS_WATCH_DEBOUNCE_MS = 300;

export interface SiteFoldersWatcher {
  close(): void;
}

export function watchSiteFolders(
  sitesDir: string,
  onChange: () => Promise<unknown>,
  options: { debounceMs?: number; onError?: (error: unknown) => void } = {},
): SiteFoldersWatcher {
  const { debounceMs = SITE_FOLDERS_WATCH_DEBOUNCE_MS, onError = console.error } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = Promise.resolve()
      .then(onChange)
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };

  // Recursive: a site's files sit in its folder and in content/ and images/ below it.
  const watcher = watch(sitesDir, { recursive: true }, (_event, fileName) => {
    const name = fileName?.toString();
    // Hidden entries are no site's (the loader skips them): `pnpm site:new` stages a folder there.
    if (name && name.split(path.sep).some((part) => part.startsWith('.'))) return;
    clearTimeout(timer);
    timer = setTimeout(run, debounceMs);
  });
  watcher.on('error', onError);
  return {
    close() {
      watcher.close();
      clearTimeout(timer);
    },
  };
}
