/**
 * What the browser uses of relay-runtime: the parts react-relay's hooks (react-relay-hooks.ts)
 * and our environment read, each from its own module. relay-runtime is CommonJS, which the
 * bundler cannot tree-shake: its index would bring every API (subscriptions, local updates,
 * optimistic mutations, legacy containers' resolvers, updatable queries) into every page. The
 * bundler resolves `relay-runtime` to this module (vite.config.ts); types still come from
 * relay-runtime, and component tests use the whole package.
 */
import RelayModernEnvironment from 'relay-runtime/lib/store/RelayModernEnvironment';
import RelayNetwork from 'relay-runtime/lib/network/RelayNetwork';
import RelayObservable from 'relay-runtime/lib/network/RelayObservable';
import RelayRecordSource from 'relay-runtime/lib/store/RelayRecordSource';
import RelayModernStore from 'relay-runtime/lib/store/RelayModernStore';
import RelayReplaySubject from 'relay-runtime/lib/util/RelayReplaySubject';
import PreloadableQueryRegistry from 'relay-runtime/lib/query/PreloadableQueryRegistry';
import RelayFeatureFlags from 'relay-runtime/lib/util/RelayFeatureFlags';
import recycleNodesInto from 'relay-runtime/lib/util/recycleNodesInto';
import handlePotentialSnapshotErrorsModule from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag';
import getPendingOperationsForFragment from 'relay-runtime/lib/util/getPendingOperationsForFragment';
import getRequestIdentifier from 'relay-runtime/lib/util/getRequestIdentifier';
import isPromise from 'relay-runtime/lib/util/isPromise';
import commitMutation from 'relay-runtime/lib/mutations/commitMutation';
import fetchQuery from 'relay-runtime/lib/query/fetchQuery';
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';

export const Environment = RelayModernEnvironment;
export const Network = RelayNetwork;
export const Observable = RelayObservable;
export const RecordSource = RelayRecordSource;
export const Store = RelayModernStore;
export const ReplaySubject = RelayReplaySubject;
export {
  PreloadableQueryRegistry,
  RelayFeatureFlags,
  recycleNodesInto,
  getPendingOperationsForFragment,
  getRequestIdentifier,
  isPromise,
  commitMutation,
  fetchQuery,
};
export const { areEqualSelectors, getSelector, getVariablesFromFragment } = RelayModernSelector;
export const { createOperationDescriptor } = RelayModernOperationDescriptor;
export const { getFragment, getRequest, graphql } = GraphQLTag;
// Its types declare a default export; the module exports the function by name.
export const { handlePotentialSnapshotErrors } = handlePotentialSnapshotErrorsModule as unknown as {
  handlePotentialSnapshotErrors: unknown;
};
export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
};
