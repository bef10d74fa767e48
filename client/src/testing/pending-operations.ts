import type { createMockEnvironment } from 'relay-test-utils';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** The operations a component sent that are still waiting for an answer, by operation name. */
export function pendingOperations(environment: MockEnvironment, name: string) {
  return environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.name === name)
    .map((operation) => operation.request.variables);
}
