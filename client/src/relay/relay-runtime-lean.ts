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
// What the pagination and refetch hooks (a location's reviews and hours) read besides.
import ConnectionInterface from 'relay-runtime/lib/handlers/connection/ConnectionInterface';
import RelayModernRecord from 'relay-runtime/lib/store/RelayModernRecord';
import RelayStoreUtils from 'relay-runtime/lib/store/RelayStoreUtils';
import getFragmentIdentifier from 'relay-runtime/lib/util/getFragmentIdentifier';
import getPaginationMetadata from 'relay-runtime/lib/util/getPaginationMetadata';
import getPaginationVariables from 'relay-runtime/lib/util/getPaginationVariables';
import getRefetchMetadata from 'relay-runtime/lib/util/getRefetchMetadata';
import getValueAtPath from 'relay-runtime/lib/util/getValueAtPath';

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
  ConnectionInterface,
  getFragmentIdentifier,
  getPaginationMetadata,
  getPaginationVariables,
  getRefetchMetadata,
  getValueAtPath,
};
export const Record = RelayModernRecord;
export const { ID_KEY } = RelayStoreUtils as unknown as { ID_KEY: unknown };
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
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
};
