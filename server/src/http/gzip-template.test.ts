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

  it('takes exactly one ASCII value per hole', () => {
    const template = new GzipTemplate([Buffer.from('a'), Buffer.from('b')], LEVEL);
    expect(() => template.fill([])).toThrow(/takes 1 values/);
    expect(() => template.fill(['é'])).toThrow(/ASCII values only/);
  });
});
