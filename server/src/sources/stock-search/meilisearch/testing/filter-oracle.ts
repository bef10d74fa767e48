/**
 * Test oracle: evaluates the subset of the Meilisearch filter language the adapter emits, with
 * Meilisearch's documented semantics (case-insensitive string equality, a quoted number also
 * matches a numeric field, booleans compare as "true"/"false", IS NULL only for a present null,
 * TO inclusive, NOT / AND / OR by precedence). No server runs here, so the compiled filters are
 * checked against the rules they encode by running them on documents.
 */

import { haversineKm } from '@forecourt/schema/geo/haversine';

type Doc = Record<string, unknown>;
/** Takes any document object; fields are read by name. */
type Predicate = (doc: object) => boolean;

const PUNCTUATION = new Set(['(', ')', '[', ']', ',']);
const OPERATORS = ['>=', '<=', '!=', '=', '>', '<'];

interface Token {
  text: string;
  quoted: boolean;
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i]!;
    if (/\s/.test(char)) {
      i++;
    } else if (PUNCTUATION.has(char)) {
      tokens.push({ text: char, quoted: false });
      i++;
    } else if (char === '"' || char === "'") {
      let text = '';
      i++;
      while (input[i] !== char) {
        if (i >= input.length) throw new Error(`unterminated string in: ${input}`);
        if (input[i] === '\\') i++;
        text += input[i]!;
        i++;
      }
      i++;
      tokens.push({ text, quoted: true });
    } else {
      const operator = OPERATORS.find((op) => input.startsWith(op, i));
      if (operator) {
        tokens.push({ text: operator, quoted: false });
        i += operator.length;
        continue;
      }
      let text = '';
      while (i < input.length && !/[\s()[\],=<>!]/.test(input[i]!)) text += input[i++]!;
      if (text === '') throw new Error(`unexpected "${char}" in: ${input}`);
      tokens.push({ text, quoted: false });
    }
  }
  return tokens;
}

function valuesOf(doc: object, attribute: string): unknown[] {
  const value = (doc as Doc)[attribute];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function equalsValue(docValue: unknown, operand: string): boolean {
  if (typeof docValue === 'number') return Number(operand) === docValue && operand.trim() !== '';
  return String(docValue).toLowerCase() === operand.toLowerCase();
}

function compare(attribute: string, test: (n: number) => boolean): Predicate {
  return (doc) => valuesOf(doc, attribute).some((v) => typeof v === 'number' && test(v));
}

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Predicate {
    const predicate = this.or();
    if (this.position !== this.tokens.length) {
      throw new Error(`unexpected "${this.peek()?.text}" at token ${this.position}`);
    }
    return predicate;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(): Token {
    const token = this.tokens[this.position++];
    if (!token) throw new Error('unexpected end of filter');
    return token;
  }

  private keyword(word: string): boolean {
    const token = this.peek();
    if (token && !token.quoted && token.text === word) {
      this.position++;
      return true;
    }
    return false;
  }

  private expect(word: string): void {
    const token = this.next();
    if (token.quoted || token.text !== word) throw new Error(`expected ${word}, got ${token.text}`);
  }

  /** `_geoRadius(lat, lng, metres)`: documents with a `_geo` at most that far (inclusive). */
  private geoRadius(): Predicate {
    this.expect('(');
    const [lat, , lng, , metres] = [1, 2, 3, 4, 5].map(() => this.next().text).map(Number);
    this.expect(')');
    return (doc) => {
      const distance = geoDistanceMetres(doc, lat!, lng!);
      return distance !== null && distance <= metres!;
    };
  }

  private or(): Predicate {
    const parts = [this.and()];
    while (this.keyword('OR')) parts.push(this.and());
    return (doc) => parts.some((part) => part(doc));
  }

  private and(): Predicate {
    const parts = [this.not()];
    while (this.keyword('AND')) parts.push(this.not());
    return (doc) => parts.every((part) => part(doc));
  }

  private not(): Predicate {
    if (this.keyword('NOT')) {
      const inner = this.not();
      return (doc) => !inner(doc);
    }
    if (this.keyword('(')) {
      const inner = this.or();
      this.expect(')');
      return inner;
    }
    return this.condition();
  }

  private condition(): Predicate {
    const attribute = this.next().text;
    if (attribute === '_geoRadius') return this.geoRadius();
    const token = this.next();
    if (token.quoted) throw new Error(`expected an operator after ${attribute}`);
    switch (token.text) {
      case '=': {
        const operand = this.next().text;
        return (doc) => valuesOf(doc, attribute).some((v) => equalsValue(v, operand));
      }
      case '!=': {
        const operand = this.next().text;
        return (doc) => !valuesOf(doc, attribute).some((v) => equalsValue(v, operand));
      }
      case '>':
      case '>=':
      case '<':
      case '<=': {
        const n = Number(this.next().text);
        const tests = {
          '>': (v: number) => v > n,
          '>=': (v: number) => v >= n,
          '<': (v: number) => v < n,
          '<=': (v: number) => v <= n,
        };
        return compare(attribute, tests[token.text]);
      }
      case 'IN': {
        this.expect('[');
        const operands = [this.next().text];
        while (this.keyword(',')) operands.push(this.next().text);
        this.expect(']');
        return (doc) =>
          valuesOf(doc, attribute).some((v) => operands.some((operand) => equalsValue(v, operand)));
      }
      case 'IS': {
        const negated = this.keyword('NOT');
        this.expect('NULL');
        return (doc) => (attribute in doc && (doc as Doc)[attribute] === null) !== negated;
      }
      case 'EXISTS':
        return (doc) => attribute in doc;
      default: {
        // `attribute min TO max`
        const min = Number(token.text);
        this.expect('TO');
        const max = Number(this.next().text);
        return compare(attribute, (v) => v >= min && v <= max);
      }
    }
  }
}

/** Distance in metres between a point and a document's `_geo`, or null when it has none. */
export function geoDistanceMetres(doc: object, lat: number, lng: number): number | null {
  const geo = (doc as Doc)._geo as { lat: number; lng: number } | undefined;
  if (!geo) return null;
  return haversineKm({ lat, long: lng }, { lat: geo.lat, long: geo.lng }) * 1000;
}

export function parseFilter(filter: string): Predicate {
  return new Parser(tokenize(filter)).parse();
}

/** The string value a quoted operand stands for (to check escaping round-trips). */
export function unquote(operand: string): string {
  const [token, ...rest] = tokenize(operand);
  if (!token?.quoted || rest.length > 0) throw new Error(`not one quoted value: ${operand}`);
  return token.text;
}
