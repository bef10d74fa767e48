import { normaliseFeedKey } from './feed-field-aliases.js';
import type { FeedLeaf } from './feed-field-paths.js';

/**
 * Reads one CSV cell (or a JSON string where the field wants a number, a yes/no or a list) into
 * the value the car schema checks. The conventions are listed in parse-feed.ts.
 */

export type CellValue = { ok: true; value: unknown } | { ok: false; reason: string };

export const FEED_LIST_SEPARATOR = '|';

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);
const PLAIN_NUMBER = /^-?(\d+(\.\d+)?|\.\d+)$/;
const GROUPED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const MAX_QUOTED_LENGTH = 40;

/** `"abc"`, shortened when long, for a reason text. */
export function quoteCell(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const short = text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH)}…` : text;
  return `"${short}"`;
}

function parseNumber(cell: string, money: boolean): CellValue {
  let text = cell.replace(/\s/g, '');
  if (money) text = text.replace(/^(-?)\$/, '$1');
  if (GROUPED_NUMBER.test(text)) text = text.replace(/,/g, '');
  if (!PLAIN_NUMBER.test(text)) {
    return { ok: false, reason: `${quoteCell(cell)} is not a number` };
  }
  return { ok: true, value: Number(text) };
}

function parseBoolean(cell: string): CellValue {
  const word = cell.toLowerCase();
  if (TRUE_WORDS.has(word)) return { ok: true, value: true };
  if (FALSE_WORDS.has(word)) return { ok: true, value: false };
  return { ok: false, reason: `${quoteCell(cell)} is not true/false, yes/no or 1/0` };
}

/**
 * "In Stock", "in-stock", "IN_STOCK" → "in_stock" when that is one of the options; a dealer's
 * word for one ("For Sale", "Demonstrator") → that option. Anything else is left for the schema
 * to report.
 */
function parseEnum(cell: string, leaf: Extract<FeedLeaf, { kind: 'enum' }>): CellValue {
  const normal = cell.toLowerCase().replace(/[\s-]+/g, '_');
  if (leaf.options.includes(normal)) return { ok: true, value: normal };
  return { ok: true, value: leaf.aliases[normaliseFeedKey(cell)] ?? cell };
}

/**
 * `a|b`, or addresses separated by commas or spaces. Commas and spaces split only before an
 * address, so a cell that is not one stays one value, reported once.
 */
export function splitUrlList(cell: string): string[] {
  const parts = cell.includes(FEED_LIST_SEPARATOR)
    ? cell.split(FEED_LIST_SEPARATOR)
    : cell.split(/[\s,]+(?=https?:\/\/)/i);
  return parts.map((item) => item.trim().replace(/,$/, '')).filter((item) => item !== '');
}

function parseJson(cell: string): CellValue {
  try {
    return { ok: true, value: JSON.parse(cell) as unknown };
  } catch {
    return { ok: false, reason: `${quoteCell(cell)} is not valid JSON` };
  }
}

/** `undefined` value: the cell is empty and the field absent. */
export function parseCellValue(raw: string, leaf: FeedLeaf): CellValue {
  const cell = raw.trim();
  if (cell === '') return { ok: true, value: undefined };
  switch (leaf.kind) {
    case 'text':
      return { ok: true, value: cell };
    case 'enum':
      return parseEnum(cell, leaf);
    case 'number':
      return parseNumber(cell, leaf.money);
    case 'boolean':
      return parseBoolean(cell);
    case 'list':
      return {
        ok: true,
        value: cell
          .split(FEED_LIST_SEPARATOR)
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      };
    case 'urls':
      return { ok: true, value: splitUrlList(cell) };
    case 'object':
    case 'json':
      return parseJson(cell);
  }
}
