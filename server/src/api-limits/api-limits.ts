/**
 * The bounds every GraphQL operation is held to before (and while) it runs. The web client's own
 * operations pass each with room to spare (operation-limits.client.test.ts checks all of them);
 * the README's "API limits" table lists them for partners.
 */
export interface ApiLimits {
  /** Deepest field nesting, fragments flattened (`{ car { name } }` is 2). */
  maxDepth: number;
  /** Aliased fields in one operation. */
  maxAliases: number;
  /** Lexical tokens in one document. */
  maxTokens: number;
  /** Directives in one operation. */
  maxDirectives: number;
  /** Query cost: list fields cost by their size, expensive fields by their weight. */
  maxCost: number;
  /** Time an operation may run before its work is cancelled, in milliseconds. */
  executionTimeLimitMs: number;
  /** Bytes in a POST's body: the document, its variables and extensions as sent. */
  maxRequestBodyBytes: number;
}

export const API_LIMITS: ApiLimits = {
  // The client's deepest operation (the search page) is 6 deep, its largest (the vehicle page)
  // about 900 tokens with 3 aliases and 1 directive, its costliest the search page (about 1,600
  // at 24 results a page, 6,400 at the largest page of 100).
  maxDepth: 8,
  maxAliases: 30,
  maxTokens: 3_000,
  maxDirectives: 20,
  maxCost: 10_000,
  executionTimeLimitMs: 5_000,
  // A document at the token limit is a few tens of KB, a lead's longest message 5,000 characters.
  maxRequestBodyBytes: 128 * 1024,
};
