import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** A value of each scalar that every argument of ours accepts in shape. */
const SCALAR_SAMPLES: Record<string, unknown> = {
  String: 'sample',
  // A well-formed global ID ("Car:sample" in base64) naming no record: the node fields decode theirs.
  ID: Buffer.from('Car:sample').toString('base64'),
  Int: 1,
  Float: 1,
  Boolean: true,
  JSON: {},
};

function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) return SCALAR_SAMPLES[type.name] ?? 'sample';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return Object.fromEntries(fields.map((field) => [field.name, sample(field.type)]));
  }
  throw new Error(`No sample for ${String(type)}`);
}

/**
 * Values for an operation's required variables (a `first` left out keeps the site's page size),
 * so the operation can be costed and sent as the client would.
 */
export function sampleVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`Unknown type of $${definition.variable.name.value}`);
    if (isNonNullType(type) && !definition.defaultValue) {
      variables[definition.variable.name.value] = sample(type);
    }
  }
  return variables;
}
