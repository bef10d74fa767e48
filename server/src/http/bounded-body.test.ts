import { describe, expect, it } from 'vitest';
import { bodyWithin } from './bounded-body.js';
import { chunkedBody } from './testing/chunked-body.js';

describe('bodyWithin', () => {
  it('reads a body up to the limit whole', async () => {
    const { stream } = chunkedBody(100_000, 7_000);
    const bytes = await bodyWithin(stream, 100_000);
    expect(bytes?.byteLength).toBe(100_000);
    expect(new TextDecoder().decode(bytes!)).toBe('x'.repeat(100_000));
  });

  it('gives null one byte past the limit, and stops reading there', async () => {
    const body = chunkedBody(50_000_000, 16 * 1024);
    expect(await bodyWithin(body.stream, 64 * 1024)).toBeNull();
    // The chunk that passed the limit, and at most one the stream had queued ahead of it.
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024 + 2 * body.chunkBytes);
    expect(await bodyWithin(chunkedBody(1_001).stream, 1_000)).toBeNull();
  });

  it('leaves the rest unread but readable, for the server to discard', async () => {
    const body = chunkedBody(100_000, 10_000);
    expect(await bodyWithin(body.stream, 15_000)).toBeNull();
    expect(body.stream.locked).toBe(false);
  });

  it('reads no body as empty', async () => {
    expect((await bodyWithin(null, 10))?.byteLength).toBe(0);
  });
});
