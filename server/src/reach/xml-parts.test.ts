import { describe, expect, it } from 'vitest';
import { entriesInParts, envelopeAround } from './xml-parts.js';

describe('envelopeAround', () => {
  it('splits an envelope at the line of the container’s closing tag', () => {
    const xml =
      '<?xml version="1.0"?>\n<rss>\n  <channel>\n    <title>T</title>\n  </channel>\n</rss>\n';
    const { head, tail } = envelopeAround(xml, 'channel');
    expect(head).toBe('<?xml version="1.0"?>\n<rss>\n  <channel>\n    <title>T</title>\n');
    expect(tail).toBe('  </channel>\n</rss>\n');
    expect(() => envelopeAround(xml, 'listings')).toThrow(/<\/listings>/);
  });
});

describe('entriesInParts', () => {
  it('writes the entries in order, a part per batch, the last one shorter', () => {
    const parts = [...entriesInParts([1, 2, 3, 4, 5], (batch) => batch.join(','), 2)];
    expect(parts).toEqual(['1,2', '3,4', '5']);
    expect([...entriesInParts([], (batch) => batch.join(','), 2)]).toEqual([]);
  });

  it('reads the entries only as each part is written', () => {
    const read: number[] = [];
    function* entries() {
      for (let i = 1; i <= 4; i++) {
        read.push(i);
        yield i;
      }
    }
    const parts = entriesInParts(entries(), (batch) => batch.join(','), 2);
    expect(parts.next().value).toBe('1,2');
    expect(read).toEqual([1, 2]);
  });
});
