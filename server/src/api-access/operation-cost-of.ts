import type { DocumentNode } from 'graphql';

/** What an operation costs against a partner key's budget per minute. */
export type OperationCostOf = (
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
  /** The operation to run, when the document holds several. */
  operationName?: string | null,
) => number;
