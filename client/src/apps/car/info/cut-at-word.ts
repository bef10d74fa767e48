const ELLIPSIS = '…';

/**
 * Shortens a text to at most `max` characters plus "…", ending at a word boundary so no word is
 * cut in half; a text that fits is returned as it is.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  // A cut right before a space already ends a word; otherwise step back to the last space.
  const lastSpace = /\s/.test(text.charAt(max)) ? max : head.search(/\s\S*$/);
  // One word longer than the limit: cut it rather than show nothing.
  const kept = lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${kept.trimEnd()}${ELLIPSIS}`;
}
