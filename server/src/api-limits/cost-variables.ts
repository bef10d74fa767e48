import {
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { argumentsReadBy } from './weight-reading.js';

/**
 * The variables that can change a document's cost: those given to an argument that a field's
 * weight reads (weight-reading.ts). Every other weight is a number, and the cost walk reads
 * nothing else of the variables (operation-cost.ts), so two requests that agree on these cost
 * the same. A weight that does not say what it reads counts all of its field's arguments.
 *
 * The whole document is walked, every operation and fragment, so a name may be listed that the
 * operation asked for does not use: that only makes its costs remembered apart.
 */
export function costVariableNames(schema: GraphQLSchema, document: DocumentNode): string[] {
  const names = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(field) {
        const weight = typeInfo.getFieldDef()?.extensions.complexity;
        if (typeof weight !== 'function') return;
        const read = argumentsReadBy(weight);
        for (const argument of field.arguments ?? []) {
          if (read === null || read.includes(argument.name.value)) {
            addVariablesIn(argument.value, names);
          }
        }
      },
    }),
  );
  return [...names].sort();
}

function addVariablesIn(value: ValueNode, names: Set<string>): void {
  if (value.kind === Kind.VARIABLE) names.add(value.name.value);
  else if (value.kind === Kind.LIST) value.values.forEach((item) => addVariablesIn(item, names));
  else if (value.kind === Kind.OBJECT)
    value.fields.forEach((field) => addVariablesIn(field.value, names));
}
