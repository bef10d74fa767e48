import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';

/**
 * PGlite runs Postgres inside one process, with no lock on its folder: a second process that
 * opens the same folder (a second server on the same data directory, or a command while the
 * server runs) writes beside the first, and the folder can end up unreadable (PGlite then stops
 * at start with `Aborted()`). So the process that opens the embedded records first claims them
 * with a file beside the folder naming its pid, created only if none exists; a claim left by a
 * process that is gone (killed) is taken over, by one process only when several start at once.
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

/** What `link` answers on a file system that has no hard links. */
const LINKS_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/** How long to wait before looking again while another process takes over a claim left behind. */
const TAKEOVER_WAIT_MS = 20;
/** A takeover lasts two file operations; a mark older than this was left by a crash. */
const TAKEOVER_ABANDONED_MS = 10_000;
/** How long a claim is tried for while other processes come and go: past an abandoned mark. */
const CLAIM_PATIENCE_MS = TAKEOVER_ABANDONED_MS + 5_000;

/**
 * Claims `dir` for this process, or throws RecordsInUseError when another live process holds
 * it. The answer gives the claim back (if it is still ours).
 *
 * Race-free for processes starting at the same moment, after a crash too:
 * - a claim appears whole (linked from a file written first), so nobody reads it half written
 *   and takes it for one left behind;
 * - a claim is told from another by a token of its own, not only by its pid;
 * - a claim left behind is removed by one process at a time (holding a takeover mark, a folder
 *   only one process can create), and only if it is still the very claim found dead; then
 *   everybody races to create theirs again, which only one wins.
 */
export async function claimPgliteDir(dir: string): Promise<() => Promise<void>> {
  const file = ownerFile(dir);
  if (claimedHere.has(file)) throw new RecordsInUseError(dir, process.pid);
  const claim = `${process.pid} ${randomUUID()}\n`;
  const deadline = Date.now() + CLAIM_PATIENCE_MS;
  while (Date.now() < deadline) {
    if (await createClaim(file, claim)) {
      claimedHere.add(file);
      return async () => {
        if (!claimedHere.delete(file)) return;
        if ((await readClaim(file)) === claim) await unlink(file).catch(ignoreMissing);
      };
    }
    const found = await readClaim(file);
    // Given back since: try again.
    if (found === null) continue;
    const owner = liveOwner(found);
    if (owner !== null) throw new RecordsInUseError(dir, owner);
    await removeDeadClaim(file, found);
  }
  throw new Error(
    `The embedded records in ${dir} could not be claimed within ${CLAIM_PATIENCE_MS / 1000} s: ` +
      'other processes kept claiming them and giving them back. Start one process at a time.',
  );
}

/** Creates the claim file holding `claim`, whole; false when a claim is there already. */
async function createClaim(file: string, claim: string): Promise<boolean> {
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(draft, claim, { flag: 'wx' });
  try {
    const linked = link(draft, file).catch((error: NodeJS.ErrnoException) => {
      if (!LINKS_UNSUPPORTED.has(error.code ?? '')) throw error;
      // A file system without hard links: created in place, as before claims were linked.
      return writeFile(file, claim, { flag: 'wx' });
    });
    return await linked.then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    );
  } finally {
    await unlink(draft).catch(ignoreMissing);
  }
}

/**
 * Removes the claim `found`, whose process is gone, if it is still there. One process at a time
 * does this, holding the takeover mark; others wait a moment and look again. A mark left by a
 * process that crashed in those two file operations is cleared once it is old.
 */
async function removeDeadClaim(file: string, found: string): Promise<void> {
  const mark = `${file}.takeover`;
  try {
    await mkdir(mark);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const since = await stat(mark).then(
      ({ mtimeMs }) => Date.now() - mtimeMs,
      () => 0,
    );
    if (since > TAKEOVER_ABANDONED_MS) await rmdir(mark).catch(ignoreMissing);
    else await setTimeout(TAKEOVER_WAIT_MS);
    return;
  }
  try {
    if ((await readClaim(file)) === found) await unlink(file).catch(ignoreMissing);
  } finally {
    await rmdir(mark).catch(ignoreMissing);
  }
}

/**
 * The live process, other than this one, that has `dir` open; null when none does. A claim that
 * names this process but that it did not make (see `claimedHere`) was left by an earlier process
 * with the same pid: a container's server often starts as the same pid every time.
 */
export async function pgliteDirOwner(dir: string): Promise<number | null> {
  const found = await readClaim(ownerFile(dir));
  return found === null ? null : liveOwner(found);
}

/** The live process, other than this one, that made the claim `text`; null when none did. */
function liveOwner(text: string): number | null {
  const pid = Number(text.trim().split(' ')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    // Signal 0 only asks whether the process exists (EPERM: it does, run by another user).
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** The claim file's text: its process's pid and the claim's token; null when there is none. */
async function readClaim(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
