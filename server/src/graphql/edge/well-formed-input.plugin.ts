import { Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isWellFormedText, wellFormedText, wellFormedValue } from './well-formed-text.js';

/** Whether any string in a JSON-like value needs `wellFormedText`. */
function needsWellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !isWellFormedText(value);
  if (Array.isArray(value)) return value.some(needsWellFormed);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => !isWellFormedText(key) || needsWellFormed(item),
    );
  }
  return false;
}

/** The document with its string literals made well formed (the same object when none need it). */
function wellFormedDocument(document: DocumentNode): DocumentNode {
  let changed = false;
  const result = visit(document, {
    [Kind.STRING](node) {
      if (isWellFormedText(node.value)) return undefined;
      changed = true;
      return { ...node, value: wellFormedText(node.value) };
    },
  });
  return changed ? result : document;
}

/**
 * Every string a GraphQL request brings (its variables and the string literals in its document)
 * arrives as text a database keeps: NUL dropped, lone surrogates replaced by U+FFFD. A shopper's
 * lead with a stray NUL byte or half an emoji is stored, not lost to a database error; searches
 * and slugs simply see the cleaned text.
 */
export function useWellFormedInput(): Plugin {
  const cleaned = new WeakMap<DocumentNode, DocumentNode>();
  return {
    onParams({ params, setParams }) {
      // A query that is not a string at all is yoga's to refuse (400), not ours to clean.
      const query = typeof params.query === 'string' && !isWellFormedText(params.query);
      const variables = needsWellFormed(params.variables);
      if (!query && !variables) return;
      setParams({
        ...params,
        ...(query ? { query: wellFormedText(params.query!) } : {}),
        ...(variables
          ? { variables: wellFormedValue(params.variables) as Record<string, unknown> }
          : {}),
      });
    },
    onParse({ params }) {
      const source: unknown = params.source;
      const text = typeof source === 'string' ? source : (source as { body?: string })?.body;
      // NUL reaches a literal only through an escape (a raw one was dropped with the query's).
      if (!text?.includes('\\u')) return undefined;
      return ({ result, replaceParseResult }) => {
        if (!result || result instanceof Error) return;
        const document = result as DocumentNode;
        let wellFormed = cleaned.get(document);
        if (!wellFormed) {
          wellFormed = wellFormedDocument(document);
          cleaned.set(document, wellFormed);
        }
        if (wellFormed !== document) replaceParseResult(wellFormed);
      };
    },
  };
}
