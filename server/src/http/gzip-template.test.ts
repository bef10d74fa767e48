import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine } from './crc32-combine.js';
import { GzipTemplate } from './gzip-template.js';

const LEVEL = 3;

describe('crc32Combine', () => {
  it('gives the CRC-32 of two byte strings one after the other', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 3000 }),
        fc.uint8Array({ maxLength: 3000 }),
        (a, b) => {
          const combined = crc32Combine(crc32(a), crc32(b), b.length);
          expect(combined).toBe(crc32(Buffer.concat([a, b])));
        },
      ),
    );
  });
});

describe('GzipTemplate', () => {
  it('fills its holes into a gzip member that decompresses to the whole text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 400 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), { maxLength: 8 }),
        (texts, valueTexts) => {
          const values = texts.slice(1).map((_, i) => valueTexts[i] ?? '');
          const template = new GzipTemplate(
            texts.map((text) => Buffer.from(text)),
            LEVEL,
          );
          const whole = texts.flatMap((text, i) =>
            i < values.length ? [text, values[i]!] : [text],
          );
          expect(gunzipSync(template.fill(values)).toString()).toBe(whole.join(''));
        },
      ),
    );
  });

  it('keeps text that repeats across a hole, and values longer than a stored block', () => {
    const page = '<p>the same text on both sides</p>'.repeat(500);
    const template = new GzipTemplate([Buffer.from(page), Buffer.from(page)], LEVEL);
    const value = randomBytes(60_000).toString('base64');
    expect(value.length).toBeGreaterThan(0xffff);
    expect(gunzipSync(template.fill([value])).toString()).toBe(page + value + page);
    // The fixed parts stay compressed: the repeated text costs a fraction of its length.
    expect(template.byteLength).toBeLessThan(page.length / 10);
  });

  it('refers back across holes of foreseen lengths, and fills values of any length rightly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 400 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), { maxLength: 8 }),
        fc.array(fc.nat({ max: 60 }), { maxLength: 8 }),
        (texts, valueTexts, foreseen) => {
          const values = texts.slice(1).map((_, i) => valueTexts[i] ?? '');
          // Some holes foreseen at their value's length, others not: both must come out whole.
          const lengths = values.map((value, i) => foreseen[i] ?? value.length);
          const template = new GzipTemplate(
            texts.map((text) => Buffer.from(text)),
            LEVEL,
            lengths,
          );
          const whole = texts.flatMap((text, i) =>
            i < values.length ? [text, values[i]!] : [text],
          );
          expect(gunzipSync(template.fill(values)).toString()).toBe(whole.join(''));
        },
      ),
    );
  });

  it('makes a text that repeats across holes of foreseen lengths about as small as in one piece', () => {
    const form = '<form><input name="a" value="1"><button>Send the dealer a message</button>';
    const parts = Array.from({ length: 6 }, (_, i) => Buffer.from(`${form.repeat(20)}${i}`));
    const apart = new GzipTemplate(parts, LEVEL);
    const linked = new GzipTemplate(parts, LEVEL, Array(5).fill(24));
    expect(linked.byteLength).toBeLessThan(apart.byteLength * 0.6);
    const values = Array.from({ length: 5 }, () => randomBytes(18).toString('base64'));
    const whole = parts.flatMap((part, i) => [part.toString(), values[i] ?? '']).join('');
    expect(gunzipSync(linked.fill(values)).toString()).toBe(whole);
  });

  it('does not refer across holes when a part holds the byte that stands in them', () => {
    // Linked, the second part's zero bytes would be taken from the hole's stand-in, not its value.
    const parts = [Buffer.from('abcdefgh'), Buffer.from('\0\0\0\0abcdefgh')];
    const template = new GzipTemplate(parts, LEVEL, [4]);
    expect(gunzipSync(template.fill(['wxyz'])).toString()).toBe('abcdefghwxyz\0\0\0\0abcdefgh');
  });

  it('takes exactly one ASCII value per hole', () => {
    const template = new GzipTemplate([Buffer.from('a'), Buffer.from('b')], LEVEL);
    expect(() => template.fill([])).toThrow(/takes 1 values/);
    expect(() => template.fill(['é'])).toThrow(/ASCII values only/);
  });
});
