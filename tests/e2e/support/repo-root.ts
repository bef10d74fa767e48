import { fileURLToPath } from 'node:url';

/** The workspace root, where `pnpm --filter` finds every package. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The workspace's own pnpm (a root dev dependency), so no global install is needed. */
export const PNPM = fileURLToPath(new URL('../../../node_modules/.bin/pnpm', import.meta.url));
