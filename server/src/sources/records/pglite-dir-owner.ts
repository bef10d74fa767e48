import { readFile, unlink, writeFile } from 'node:fs/promises';

/**
 * PGlite runs Postgres inside one process, with no lock on its folder: a second process that
 * opens the same folder (say a command while the server runs) sees a stale copy, and what either
 * writes may be lost. So the process that opens the embedded records writes its pid beside the
 * folder, and a command that would open them asks first whether a live process holds them.
 */

/** The file naming the process that has `dir` open. */
export const ownerFile = (dir: string) => `${dir}.pid`;

/** Records that this process has `dir` open; the answer takes the claim back (if still ours). */
export async function claimPgliteDir(dir: string): Promise<() => Promise<void>> {
  const file = ownerFile(dir);
  await writeFile(file, `${process.pid}\n`);
  return async () => {
    if ((await readOwner(file)) === process.pid) await unlink(file).catch(() => undefined);
  };
}

/** The live process, other than this one, that has `dir` open; null when none does. */
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
