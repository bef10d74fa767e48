import { readFile, unlink, writeFile } from 'node:fs/promises';

/**
 * PGlite runs Postgres inside one process, with no lock on its folder: a second process that
 * opens the same folder (a second server on the same data directory, or a command while the
 * server runs) writes beside the first, and the folder can end up unreadable (PGlite then stops
 * at start with `Aborted()`). So the process that opens the embedded records first claims them
 * with a file beside the folder naming its pid, created only if none exists; a claim left by a
 * process that is gone (killed) is taken over.
 *
 * Why not a lock-file library: the ones kept up (proper-lockfile) judge a lock stale by its age,
 * refreshed on a timer, and hand it on when the holder's event loop stalls past that age; the
 * holder here is always a process on this machine, so whether it lives is known exactly.
 */

/** The file naming the process that has `dir` open. */
const ownerFile = (dir: string) => `${dir}.pid`;

/** The folders this process has claimed and not given back. */
const claimedHere = new Set<string>();

/** Another live process has the embedded records open. */
export class RecordsInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded records in ${dir} are open in process ${pid}. PGlite serves one process at ` +
        'a time, and two writing to one folder can damage it: stop that process first, give ' +
        'this one a data directory of its own (FORECOURT_DATA_DIR), or set DATABASE_URL to use ' +
        'PostgreSQL, which serves many.',
    );
    this.name = 'RecordsInUseError';
  }
}

/**
 * Claims `dir` for this process, or throws RecordsInUseError when another live process holds
 * it. The answer gives the claim back (if it is still ours).
 */
export async function claimPgliteDir(dir: string): Promise<() => Promise<void>> {
  const file = ownerFile(dir);
  if (claimedHere.has(file)) throw new RecordsInUseError(dir, process.pid);
  // Twice at most: once as it is, once more after taking over a claim its process left behind.
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      claimedHere.add(file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await pgliteDirOwner(dir);
      if (owner !== null) throw new RecordsInUseError(dir, owner);
      if (attempt > 0) throw error;
      await unlink(file).catch(ignoreMissing);
    }
  }
  return async () => {
    if (!claimedHere.delete(file)) return;
    if ((await readOwner(file)) === process.pid) await unlink(file).catch(ignoreMissing);
  };
}

/**
 * The live process, other than this one, that has `dir` open; null when none does. A claim that
 * names this process but that it did not make (see `claimedHere`) was left by an earlier process
 * with the same pid: a container's server often starts as the same pid every time.
 */
export async function pgliteDirOwner(dir: string): Promise<number | null> {
  const pid = await readOwner(ownerFile(dir));
  if (pid === null || pid === process.pid) return null;
  try {
    // Signal 0 only asks whether the process exists (EPERM: it does, run by another user).
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

async function readOwner(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  const pid = Number(text?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
