/**
 * What the client uses of `react-relay/hooks`, each hook from its own module. react-relay ships
 * CommonJS, which the bundler cannot tree-shake: its `hooks` entry would put every hook (entry
 * points, pagination, refetching, subscriptions) into the first load of every page. The bundler
 * resolves `react-relay/hooks` to this module (vite.config.ts); types still come from react-relay.
 */
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader';
export { default as useRefetchableFragment } from 'react-relay/lib/relay-hooks/useRefetchableFragment';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
export { commitMutation, fetchQuery, graphql } from './relay-runtime-lean';
