import { Kind, type ObjectValueNode, type ValueNode } from 'graphql';
import { builder } from '../../builder.js';

/** A literal written in the query itself, as the JSON value it spells. */
function literalValue(
  node: ValueNode,
  variables: Record<string, unknown> | null | undefined,
): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => literalValue(value, variables));
    case Kind.OBJECT:
      return objectValue(node, variables);
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}

function objectValue(
  node: ObjectValueNode,
  variables: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  return Object.fromEntries(
    node.fields.map((field) => [field.name.value, literalValue(field.value, variables)]),
  );
}

export const JsonScalar = builder.scalarType('JSON', {
  description:
    'Any JSON value (object, list, string, number, boolean or null), passed through as sent. The field that takes it says what shape it must have and checks it.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => literalValue(node, variables),
});
