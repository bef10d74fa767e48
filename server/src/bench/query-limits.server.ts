import { createServer } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { createTestPlatform } from '../testing/test-platform.js';

/**
 * The GraphQL endpoint alone, over HTTP, with generated stock: the process the query-limits
 * benchmark sends hostile queries to and watches. It prints `listening <port>` once ready.
 */
const STOCK_SIZE = Number(process.env.BENCH_STOCK_SIZE ?? 1_000);

const platform = await createTestPlatform(STOCK_SIZE);
const server = createServer(createServerAdapter(platform.yoga));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  console.log(`listening ${address.port}`);
});
process.once('SIGTERM', () => process.exit(0));
