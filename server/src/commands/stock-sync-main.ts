import { importSiteFeed } from '../stock/stock-import/import-site-feed.js';
import { runAsScript } from './command-line.js';
import { stockSyncMain } from './stock-sync.js';

/** `pnpm stock:sync`: the command with the stock import pipeline wired in. */
runAsScript(import.meta.url, () => stockSyncMain(importSiteFeed));
