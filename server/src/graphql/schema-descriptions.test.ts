import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema.js';

/** Every type, field, argument and enum value of the public contract says what it is. */
function undocumented(type: GraphQLNamedType): string[] {
  if (
    type.name.startsWith('__') ||
    (isScalarType(type) &&
      type.specifiedByURL === undefined &&
      ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))
  ) {
    return [];
  }
  const missing: string[] = [];
  if (!type.description) missing.push(type.name);
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
      for (const arg of field.args) {
        if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
    }
  }
  if (isEnumType(type)) {
    for (const value of type.getValues()) {
      if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
  }
  if (isUnionType(type) && !type.description) missing.push(type.name);
  return missing;
}

describe('schema', () => {
  it('describes every type, field, argument and enum value', () => {
    const missing = Object.values(schema.getTypeMap()).flatMap(undocumented);
    expect(missing).toEqual([]);
  });
});
