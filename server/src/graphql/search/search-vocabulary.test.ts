import { LIST_FACETS, RANGE_FACETS, SORTS } from '@forecourt/schema/search/search-vocabulary';
import { getNamedType, isEnumType, isInputObjectType, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema.js';

const enumValues = (type: GraphQLNamedType | undefined) =>
  isEnumType(type) ? type.getValues().map((value) => value.name) : [];

/** The browser reads URLs with the vocabulary; the API must accept every word it sends. */
describe('the search vocabulary in the API', () => {
  it('names every CarFilters field, and CarFilters has no other but the postcode', () => {
    const carFilters = schema.getType('CarFilters');
    const fields = isInputObjectType(carFilters) ? Object.keys(carFilters.getFields()) : [];
    // `near` is not a facet: the browser sends it from its own postcode parameter.
    const vocabulary: string[] = [...LIST_FACETS, ...RANGE_FACETS].map(
      (facet) => facet.filterField,
    );
    vocabulary.push('near');
    expect(fields.toSorted()).toEqual(vocabulary.toSorted());
  });

  it('spells an enum facet’s values as its CarFilters field’s enum does', () => {
    const carFilters = schema.getType('CarFilters');
    const fields = isInputObjectType(carFilters) ? carFilters.getFields() : {};
    const enumFacets = LIST_FACETS.filter((facet) => facet.kind === 'enum');
    expect(enumFacets.map((facet) => facet.filterField)).toEqual(['status', 'carType', 'itemType']);
    for (const facet of enumFacets) {
      const field = fields[facet.filterField];
      const type = field ? getNamedType(field.type) : undefined;
      expect(enumValues(type).toSorted()).toEqual([...facet.enumValues].toSorted());
    }
  });

  it('names every CarSort value, besides NEAREST (offered with a postcode, not a setting)', () => {
    expect(enumValues(schema.getType('CarSort')).toSorted()).toEqual(
      [...SORTS.map((sort) => sort.enumName), 'NEAREST'].toSorted(),
    );
  });
});
