import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ValidationPlugin from '@pothos/plugin-validation';
import { z } from 'zod';
import type { GraphQLContext } from './context.js';
import { inputValidationError } from './graphql/common/input-validation-error.js';
import { weightReading } from './api-limits/weight-reading.js';

/** Global ids are short (a type and a car's id in base64); longer ones are refused, not decoded. */
const MAX_GLOBAL_ID_LENGTH = 200;

/** Plugins and options only; every type lives in its domain module under graphql/. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    ID: { Input: string; Output: string };
    /** Any JSON value: graphql/common/json.scalar.ts. */
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  // Errors before validation, so an input's refusals answer as a typed error where one is declared.
  plugins: [ErrorsPlugin, RelayPlugin, DataloaderPlugin, ValidationPlugin, ComplexityPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: {
      description: 'Fetches any object of this site by its global id.',
      args: {
        id: {
          description: 'A global id, as `id` fields give it.',
          validate: z
            .string()
            .max(MAX_GLOBAL_ID_LENGTH, `must be at most ${MAX_GLOBAL_ID_LENGTH} characters`),
        },
      },
    },
    nodesQueryOptions: {
      description: 'Fetches objects of this site by their global ids.',
      args: {
        ids: {
          description: 'Global ids, as `id` fields give them.',
          validate: z.array(
            z
              .string()
              .max(MAX_GLOBAL_ID_LENGTH, `must be at most ${MAX_GLOBAL_ID_LENGTH} characters`),
          ),
        },
      },
      // One object per id asked for.
      complexity: weightReading(['ids'], (args: { ids: readonly unknown[] }) => ({
        field: 1,
        multiplier: args.ids.length,
      })),
    },
    nodeTypeOptions: { description: 'An object with a global id (Relay server specification).' },
    pageInfoTypeOptions: { description: 'Where a page of a connection sits in the whole list.' },
    idFieldOptions: { description: 'Global id: pass it to `node(id:)` to fetch the object again.' },
    cursorFieldOptions: { description: 'Opaque position of this edge, for `after`.' },
    nodeFieldOptions: { description: 'The object at this edge.' },
    edgesFieldOptions: {
      description: 'The objects of this page with their cursors.',
      // The connection field's cost already counts one node per result of the page.
      complexity: { field: 1, multiplier: 1 },
    },
    pageInfoFieldOptions: { description: 'Paging information of this page.' },
    hasNextPageFieldOptions: { description: 'Whether more objects follow this page.' },
    hasPreviousPageFieldOptions: { description: 'Whether objects come before this page.' },
    startCursorFieldOptions: { description: 'Cursor of the first edge of this page.' },
    endCursorFieldOptions: { description: 'Cursor of the last edge of this page.' },
  },
  validation: { validationError: inputValidationError },
  errors: {
    // A field's result union holds its own payload beside the errors: `SubmitLeadResult =
    // SubmitLeadPayload | ValidationError | …`. No auth hooks run before resolvers here, so
    // answering input refusals as typed errors skips none.
    directResult: true,
    unsafelyHandleInputErrors: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName.slice(0, 1).toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
  // Field weights only: the cost budget is checked before execution (api-limits/), so the
  // plugin's own check at the root fields stays off.
  complexity: { defaultComplexity: 1, defaultListMultiplier: 10 },
});

builder.queryType({ description: 'Everything a site exposes to shoppers and partners.' });
builder.mutationType({ description: 'What shoppers and partners record on a site.' });
