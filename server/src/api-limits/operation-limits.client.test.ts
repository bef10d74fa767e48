import {
  Kind,
  Lexer,
  parse,
  Source,
  TokenKind,
  visit,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type FragmentDefinitionNode,
} from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '../schema.js';
import { createTestPlatform } from '../testing/test-platform.js';
import { API_LIMITS } from './api-limits.js';
import { LIMIT_CODES } from './limit-refusal.js';
import { operationCost } from './operation-cost.js';
import { clientOperations } from './testing/client-operations.js';
import { sampleVariables } from './testing/sample-variables.js';

const operations = clientOperations();
const platform = await createTestPlatform(100);
afterAll(() => platform.close());

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** Field depth with fragments flattened, as the depth limit counts it. */
function depth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
): number {
  let deepest = 0;
  for (const selection of selectionSet?.selections ?? []) {
    const below =
      selection.kind === Kind.FIELD
        ? 1 + depth(selection.selectionSet, fragments)
        : selection.kind === Kind.INLINE_FRAGMENT
          ? depth(selection.selectionSet, fragments)
          : depth(fragments.get(selection.name.value)?.selectionSet, fragments);
    deepest = Math.max(deepest, below);
  }
  return deepest;
}

describe('the web client’s own operations', () => {
  it('are all found', () => {
    // The vehicle, search and home pages at least, and their mutations.
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['CarPageQuery', 'SearchPageQuery', 'useSubmitLeadMutation']),
    );
  });

  it.each(operations.map((o) => [o.name, o.text]))(
    '%s stays well inside every limit',
    (_name, text) => {
      const document = parse(text);
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      const fragments = new Map(
        document.definitions
          .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
          .map((f) => [f.name.value, f]),
      );
      let aliases = 0;
      let directives = 0;
      visit(document, {
        Field: (field) => void (field.alias && (aliases += 1)),
        Directive: () => void (directives += 1),
      });
      expect(tokenCount(text)).toBeLessThanOrEqual(API_LIMITS.maxTokens / 2);
      expect(depth(operation.selectionSet, fragments)).toBeLessThanOrEqual(API_LIMITS.maxDepth - 2);
      expect(aliases).toBeLessThanOrEqual(API_LIMITS.maxAliases / 2);
      expect(directives).toBeLessThanOrEqual(API_LIMITS.maxDirectives / 2);
      // With no site known, searches cost the largest page a site may set (100 results).
      const cost = operationCost(schema, document, sampleVariables(schema, operation));
      expect(cost).toBeLessThanOrEqual(API_LIMITS.maxCost);
    },
  );

  it.each(operations.map((o) => [o.name, o.text]))(
    '%s is not refused by the endpoint',
    async (_name, text) => {
      const operation = parse(text).definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      const response = await platform.query(
        platform.hostOf('coastal-motor-group'),
        text,
        sampleVariables(schema, operation),
      );
      const refusals = (response.errors ?? []).filter((error) =>
        LIMIT_CODES.has(String(error.extensions?.code)),
      );
      expect(refusals).toEqual([]);
    },
  );
});
