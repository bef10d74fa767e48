import type { DocumentNode } from 'graphql';

/** What an operation costs against a partner key's budget per minute. */
export type OperationCostOf = (
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
  /** The operation to run, when the document holds several. */
  operationName?: string | null,
) => number;

/**
 * TEMPORARY: every operation costs 1, so a key's cost budget counts operations until the
 * platform's cost analysis (`operationCost` in api-limits/operation-cost.ts) is wired in its
 * place in yoga.ts.
 */
export const countOnePerOperation: OperationCostOf = () => 1;
