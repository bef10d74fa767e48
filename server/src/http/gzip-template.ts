import { constants, crc32, deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { crc32CombineWith, crc32ShiftFor } from './crc32-combine.js';

/** gzip's member header: deflate, no name or time, unknown system (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last deflate block: final, fixed codes, holding only the end-of-block code. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** A stored (uncompressed) deflate block holds at most this many bytes, after a 5-byte header. */
const MAX_STORED_BLOCK = 0xffff;
const STORED_HEADER_BYTES = 5;
/** gzip's trailer: the CRC-32 and the length (mod 2^32) of the whole text. */
const TRAILER_BYTES = 8;
/** Printable ASCII, one byte a character: a value's length is its length in bytes. */
const ASCII = /^[ -~]*$/;
/** How far back a deflate back-reference may reach (RFC 1951 §2): a part's dictionary at most. */
const WINDOW_BYTES = 32 * 1024;
/** What stands in a hole in a part's dictionary: a byte no part holds, so nothing refers to it. */
const FILLER_BYTE = 0;

interface CompressedPart {
  deflated: Buffer;
  crc: number;
  /** crc32ShiftFor(the part's length): appends the part's CRC to a running one. */
  shift: number;
  length: number;
}

/**
 * A text compressed once, with holes between its fixed parts for short values that are new on
 * every response (a page's CSP nonce and form token): each response is the fixed parts' deflate
 * blocks as they were made, the values as stored blocks between them, and gzip's header and
 * trailer, so answering again costs no compression and no pass over the page's bytes.
 *
 * Why it is sound: each fixed part is deflated on its own and ended with a sync flush, so its
 * blocks end on a byte boundary; deflate streams are sequences of blocks, so these concatenate
 * into one valid stream (RFC 1951 §3.2.3). The trailer's CRC-32 of the whole text is combined
 * from each part's CRC (crc32-combine.ts) and run on over each value.
 *
 * A part may refer back to the text before it (a page's forms repeat each other's markup): when
 * each hole's value length is known in advance (`holeLengths`), each part after the first is
 * deflated with the text before it as its dictionary, the holes in it filled with a byte no part
 * holds. A back-reference then never lands on a hole, whatever value it holds, and its distance
 * is right as long as the value has the length foreseen. A value of another length (a form token
 * made longer) is answered by compressing the filled text anew. Without lengths, or when a part
 * holds the filler byte, each part refers to nothing before it. Measured on a demo vehicle page
 * (84 KB, eight parts around its nonce, form tokens and idempotency keys) at level 3: 22.0 KB
 * with parts on their own, 19.4 KB with dictionaries, 19.7 KB for the whole page in one go.
 * Node's zlib has no API for this splice, hence it is written here.
 */
export class GzipTemplate {
  readonly #parts: readonly CompressedPart[];
  readonly #level: number;
  /** Each hole's value length, when the parts after it refer back across it; else none. */
  readonly #holeLengths: readonly number[] | undefined;
  /** The compressed bytes kept, for a cache's budget. */
  readonly byteLength: number;

  /**
   * `parts`: the fixed texts in order; a response has `parts.length - 1` values between them,
   * of `holeLengths` when those are known.
   */
  constructor(parts: readonly Buffer[], level: number, holeLengths?: readonly number[]) {
    this.#level = level;
    this.#holeLengths =
      holeLengths?.length === parts.length - 1 && parts.every((part) => !part.includes(FILLER_BYTE))
        ? holeLengths
        : undefined;
    let before: Buffer = Buffer.alloc(0);
    this.#parts = parts.map((part, index) => {
      const dictionary = this.#holeLengths && before.length > 0 ? before : undefined;
      const deflated =
        part.length === 0
          ? Buffer.alloc(0)
          : deflateRawSync(part, {
              level,
              finishFlush: constants.Z_SYNC_FLUSH,
              ...(dictionary && { dictionary }),
            });
      // The next part's dictionary: only the window's worth of text before it is ever read.
      if (this.#holeLengths && index < parts.length - 1) {
        const hole = Buffer.alloc(this.#holeLengths[index] ?? 0, FILLER_BYTE);
        const recent = [before, lastBytes(part, WINDOW_BYTES), hole];
        before = lastBytes(Buffer.concat(recent), WINDOW_BYTES);
      }
      return { deflated, crc: crc32(part), shift: crc32ShiftFor(part.length), length: part.length };
    });
    this.byteLength = this.#parts.reduce((sum, part) => sum + part.deflated.length, 0);
  }

  /** The fixed parts' deflate blocks, in order: they differ whenever a part's text does. */
  compressedParts(): Buffer[] {
    return this.#parts.map((part) => part.deflated);
  }

  /**
   * The gzip member of the fixed parts with `values` (printable ASCII: nonces, tokens, keys) in the holes
   * between them, written into one buffer.
   */
  fill(values: readonly string[]): Buffer<ArrayBuffer> {
    const parts = this.#parts;
    if (values.length !== parts.length - 1) {
      throw new Error(`A template of ${parts.length} parts takes ${parts.length - 1} values`);
    }
    if (!values.every((value) => ASCII.test(value))) {
      throw new Error('A template takes printable ASCII values only');
    }
    const lengths = this.#holeLengths;
    if (lengths && values.some((value, index) => value.length !== lengths[index])) {
      return gzipSync(this.#text(values), { level: this.#level });
    }
    return this.#member(values);
  }

  /** The whole text with `values`, from the member with fillers of the foreseen lengths. */
  #text(values: readonly string[]): Buffer {
    const lengths = this.#holeLengths ?? values.map((value) => value.length);
    const filled = gunzipSync(
      this.#member(lengths.map((length) => String.fromCharCode(FILLER_BYTE).repeat(length))),
    );
    const pieces: Buffer[] = [];
    let at = 0;
    this.#parts.forEach((part, index) => {
      pieces.push(filled.subarray(at, at + part.length));
      at += part.length + (lengths[index] ?? 0);
      const value = values[index];
      if (value !== undefined) pieces.push(Buffer.from(value, 'latin1'));
    });
    return Buffer.concat(pieces);
  }

  #member(values: readonly string[]): Buffer<ArrayBuffer> {
    const parts = this.#parts;
    let size = GZIP_HEADER.length + this.byteLength + FINAL_EMPTY_BLOCK.length + TRAILER_BYTES;
    for (const value of values) {
      size += Math.ceil(value.length / MAX_STORED_BLOCK) * STORED_HEADER_BYTES + value.length;
    }
    const out = Buffer.allocUnsafe(size);
    let at = GZIP_HEADER.copy(out, 0);
    let crc = 0;
    let length = 0;
    parts.forEach((part, index) => {
      at += part.deflated.copy(out, at);
      crc = crc32CombineWith(crc, part.crc, part.shift);
      length += part.length;
      const value = values[index];
      if (value === undefined) return;
      crc = crc32(value, crc);
      length += value.length;
      // As stored blocks: a header byte (not final, stored; the rest of it pads to the byte
      // boundary), LEN and its complement, then the bytes.
      for (let from = 0; from < value.length; from += MAX_STORED_BLOCK) {
        const slice = value.slice(from, from + MAX_STORED_BLOCK);
        out[at] = 0;
        out.writeUInt16LE(slice.length, at + 1);
        out.writeUInt16LE(~slice.length & 0xffff, at + 3);
        at += STORED_HEADER_BYTES;
        at += out.write(slice, at, 'latin1');
      }
    });
    at += FINAL_EMPTY_BLOCK.copy(out, at);
    out.writeUInt32LE(crc >>> 0, at);
    out.writeUInt32LE(length % 2 ** 32, at + 4);
    return out;
  }
}

/** The last `count` bytes of `bytes` (all of them when it is shorter). */
const lastBytes = (bytes: Buffer, count: number) =>
  bytes.subarray(Math.max(0, bytes.length - count));
