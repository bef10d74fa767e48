import { act, waitFor } from '@testing-library/react';
import type { createMockEnvironment } from 'relay-test-utils';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** What the tests' server signs a lead form with (`startLeadForm`). */
export const TEST_FORM_TOKEN = 'v1.test-site.form-opened.nonce.signature';
const TOKEN_MUTATION = 'useLeadFormTokenMutation';

/** How many asks of the form for a token wait for an answer. */
export function pendingFormTokenAsks(environment: MockEnvironment): number {
  return environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.name === TOKEN_MUTATION).length;
}

/** Answers the form's waiting ask for its token, once the form has asked. */
export async function answerLeadFormToken(
  environment: MockEnvironment,
  token = TEST_FORM_TOKEN,
): Promise<void> {
  const waiting = () =>
    environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === TOKEN_MUTATION);
  await waitFor(() => {
    if (!waiting()) throw new Error('The form has not asked for its token');
  });
  const expiresAt = new Date(Date.now() + 12 * 3_600_000).toISOString();
  act(() => {
    environment.mock.resolve(waiting()!, { data: { startLeadForm: { token, expiresAt } } });
  });
}
