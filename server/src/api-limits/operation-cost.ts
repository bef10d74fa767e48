import { complexityFromQuery } from '@pothos/plugin-complexity';
import { Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

/**
 * The cost of one operation of a document, from the field weights declared beside each field
 * (`complexity` in graphql/<domain>/): every field costs 1 unless it says more; a list field's
 * selection counts once per item it may return (its `first`, 6 similar cars, 10 by default).
 * Pure: the same document and variables always cost the same, so the cost can be charged
 * against a budget as well as checked against the limit.
 *
 * `context` gives the weights the request's site (a search without `first` costs the site's page
 * size); without it the largest page is assumed. Weights read nothing else of the request, so a
 * cost can be remembered (remembered-operation-costs.ts). Throws a GraphQLError for variables that
 * do not fit the operation, and when no operation (or no operation of that name) is found.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  { operationName, context = {} }: { operationName?: string | null; context?: object } = {},
): number {
  const operation = selectedOperation(document, operationName);
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const single: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
  return complexityFromQuery(single, { schema, variables, ctx: context }).complexity;
}

function selectedOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const found = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!found) {
    throw new Error(
      operationName ? `Unknown operation named "${operationName}".` : 'No single operation found.',
    );
  }
  return found;
}
