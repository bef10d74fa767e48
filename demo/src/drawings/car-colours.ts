import { hashText } from './svg-markup.js';

/**
 * Maps a dealer's colour name ("Crystal Pearl White", "Soul Red", "Jet Black", "Machine Grey")
 * to a paint colour for the generated photos. Names are matched by their colour words, longest
 * phrase first; "dark"/"light" shift the shade; an unknown name gets a plausible paint colour
 * that stays the same for the same name.
 */

export type Rgb = readonly [r: number, g: number, b: number];

/** Longest phrases first, so "soul red" wins over "red". */
const PAINT_WORDS: readonly (readonly [phrase: string, hex: string])[] = [
  ['soul red', '#9c1a22'],
  ['rallye red', '#b5121b'],
  ['crystal white', '#f3f1ec'],
  ['pearl white', '#f1efe8'],
  ['jet black', '#0e0f11'],
  ['machine grey', '#6f7276'],
  ['polymetal grey', '#8a9196'],
  ['deep crystal blue', '#1d2c4c'],
  ['sky blue', '#7fb2d9'],
  ['white', '#f4f4f1'],
  ['ivory', '#eee9dc'],
  ['cream', '#efe6cf'],
  ['black', '#17181b'],
  ['ebony', '#1b1b1d'],
  ['onyx', '#131416'],
  ['silver', '#b9bdc2'],
  ['platinum', '#c8c8c3'],
  ['titanium', '#878b8e'],
  ['graphite', '#4b4e53'],
  ['gunmetal', '#54575b'],
  ['charcoal', '#3d4045'],
  ['grey', '#7e8287'],
  ['gray', '#7e8287'],
  ['red', '#b3171d'],
  ['maroon', '#6a1621'],
  ['burgundy', '#6a1621'],
  ['orange', '#de6a1c'],
  ['yellow', '#efc231'],
  ['gold', '#b8963f'],
  ['bronze', '#8d6239'],
  ['copper', '#a3582f'],
  ['brown', '#5b3e2c'],
  ['beige', '#c8b58b'],
  ['tan', '#a8774a'],
  ['sand', '#c9b589'],
  ['champagne', '#d4c3a0'],
  ['navy', '#1c2a4a'],
  ['blue', '#1f4f9a'],
  ['teal', '#1f7878'],
  ['turquoise', '#2aaeae'],
  ['green', '#2f6b3b'],
  ['olive', '#66693a'],
  ['khaki', '#7b7650'],
  ['purple', '#5a2d79'],
  ['violet', '#6a3d8f'],
  ['pink', '#df7aa2'],
];

/** Colours a car commonly has, for names with no colour word. */
const FALLBACK_PAINTS = ['#f4f4f1', '#17181b', '#b9bdc2', '#7e8287', '#1f4f9a', '#b3171d'];

const DARKER = 0.3;
const LIGHTER = 0.35;

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  return toHex(parseHex(hex).map((c) => c + (target - c) * t) as unknown as Rgb);
}

/** Perceived lightness 0–1, to pick text and highlight colours that read on the paint. */
export function lightness(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

function containsPhrase(name: string, phrase: string): boolean {
  return new RegExp(`(^|[^a-z])${phrase}([^a-z]|$)`).test(name);
}

/** A paint colour as #rrggbb for a colour name; `fallbackKey` varies unknown names per car. */
export function paintColour(name: string | undefined, fallbackKey = ''): string {
  const lower = (name ?? '').toLowerCase();
  const found = PAINT_WORDS.find(([phrase]) => containsPhrase(lower, phrase));
  const base = found
    ? found[1]
    : FALLBACK_PAINTS[hashText(lower || fallbackKey) % FALLBACK_PAINTS.length]!;
  if (containsPhrase(lower, 'dark')) return shade(base, -DARKER);
  if (containsPhrase(lower, 'light') || containsPhrase(lower, 'pale')) return shade(base, LIGHTER);
  return base;
}
