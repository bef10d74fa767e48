import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { useAnswersInTurn } from '../graphql/edge/answers-in-turn.plugin.js';

/**
 * A GraphQL server whose every answer keeps the CPU busy for a few milliseconds without
 * yielding, as a cold search does, in a process of its own (its event loop is what a test
 * measures); `busyAnswers` says how many it has worked out. Prints its port once it listens. `BUSY_ANSWERS_IN_TURN=0` leaves the answers'
 * turns out, to see the test fail without them.
 */
const BUSY_MS = 4;

/** How many busy answers have been worked out. */
let busyAnswers = 0;

const schema = createSchema({
  typeDefs: 'type Query { busy: Int! busyAnswers: Int! }',
  resolvers: {
    Query: {
      busyAnswers: () => busyAnswers,
      busy: () => {
        busyAnswers++;
        const until = performance.now() + BUSY_MS;
        let spins = 0;
        while (performance.now() < until) spins++;
        return spins;
      },
    },
  },
});
const yoga = createYoga({
  schema,
  logging: false,
  plugins: process.env.BUSY_ANSWERS_IN_TURN === '0' ? [] : [useAnswersInTurn()],
});
const server = createServer(yoga);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`${address.port}\n`);
});
