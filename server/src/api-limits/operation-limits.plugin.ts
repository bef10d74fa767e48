import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ApiLimits } from './api-limits.js';
import { startExecutionBudget } from './execution-budget.js';
import { EXECUTION_TIME_LIMIT, LIMIT_REFUSAL, limitRefusalStatusPlugin } from './limit-refusal.js';
import type { GraphQLContext } from '../context.js';
import { rememberedOperationCosts } from './remembered-operation-costs.js';

type ArmorRejection = (context: ValidationContext | null, error: GraphQLError) => void;

/** graphql-armor's message ("Syntax Error: Query depth limit of 8 exceeded, found 9.") without its misleading prefix, with a code. */
function armorRefusal(
  code: string,
  limit: number,
): { onReject: ArmorRejection[]; propagateOnRejection: false } {
  return {
    propagateOnRejection: false,
    onReject: [
      (context, armorError) => {
        const error = new GraphQLError(armorError.message.replace(/^Syntax Error: /, ''), {
          extensions: { code, limit, ...LIMIT_REFUSAL },
        });
        // The token limit is checked while parsing, with no validation context to report to.
        if (!context) throw error;
        context.reportError(error);
      },
    ],
  };
}

export interface OperationLimitsOptions {
  limits: ApiLimits;
  /** The schema the endpoint serves, whose weights the costs are worked out by. */
  schema: GraphQLSchema;
}

/**
 * Bounds every operation before it runs: tokens while parsing; depth, aliases and directives
 * while validating (graphql-armor); its cost against the budget just before execution (variables
 * are known then); and the time it may run, after which its work is cancelled.
 */
export function operationLimitsPlugins({ limits, schema }: OperationLimitsOptions): Plugin[] {
  return [
    EnvelopArmorPlugin({
      maxTokens: { n: limits.maxTokens, ...armorRefusal('TOKEN_LIMIT', limits.maxTokens) },
      maxDepth: {
        n: limits.maxDepth,
        // Depth counts fields, so a client's fragments do not make its queries deeper.
        flattenFragments: true,
        ...armorRefusal('QUERY_DEPTH_LIMIT', limits.maxDepth),
      },
      maxAliases: { n: limits.maxAliases, ...armorRefusal('ALIAS_LIMIT', limits.maxAliases) },
      maxDirectives: {
        n: limits.maxDirectives,
        ...armorRefusal('DIRECTIVE_LIMIT', limits.maxDirectives),
      },
      // The cost budget is ours (below): weights beside the fields, variables counted.
      costLimit: { enabled: false },
      // Suggestions are hidden from anonymous production requests by partner access (partners
      // keep them), not here.
      blockFieldSuggestion: { enabled: false },
    }),
    costBudgetPlugin(limits.maxCost, schema),
    executionTimePlugin(limits.executionTimeLimitMs),
    limitRefusalStatusPlugin(),
  ];
}

function costBudgetPlugin(maxCost: number, schema: GraphQLSchema): Plugin {
  const costOf = rememberedOperationCosts(schema);
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { site } = args.contextValue as unknown as GraphQLContext;
      let cost: number;
      try {
        cost = costOf(site, args.document, args.variableValues ?? {}, args.operationName);
      } catch {
        // Variables that do not fit the operation: execution refuses them with its own message.
        return;
      }
      if (cost > maxCost) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(`Query cost ${cost} exceeds the limit of ${maxCost}.`, {
              extensions: { code: 'QUERY_COST_LIMIT', limit: maxCost, cost, ...LIMIT_REFUSAL },
            }),
          ],
        });
      }
    },
  };
}

function operationType({ document, operationName }: ExecutionArgs) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations[0];
  return operation?.operation;
}

function executionTimePlugin(limitMs: number): Plugin {
  return {
    onExecute({ args }) {
      // Only reads are cut short: a write stopped halfway (a lead stored, its answer lost) is
      // worse than a slow one, and mutations are bounded by their rate limits.
      if (operationType(args) !== 'query') return;
      const context = args.contextValue as { request?: Request };
      // A client that goes away cancels the work too.
      startExecutionBudget(context, limitMs, context.request?.signal);
      return {
        onExecuteDone: ({ result, setResult }) => {
          // Every resolver stopped past the deadline refused alike: answer the refusal once.
          if (Symbol.asyncIterator in result) return;
          const refusal = result.errors?.find(
            (error) => error.extensions.code === EXECUTION_TIME_LIMIT,
          );
          if (refusal) setResult({ errors: [refusal] });
        },
      };
    },
  };
}
