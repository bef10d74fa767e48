import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

/**
 * The baseline of `pnpm bench:web`: plain graphql-yoga with a one-field schema on node:http,
 * nothing of ours in front. It runs in a process of its own, as the server under test does, so
 * both are measured the same way: one process serving, the load generator in another. It prints
 * `listening <port>` once ready.
 */
const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { hello: String }', resolvers: {} }),
  logging: false,
});

const server = createServer(yoga);
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  console.log(`listening ${address.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
