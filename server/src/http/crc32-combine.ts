/**
 * The CRC-32 of two byte strings one after the other, from the CRC-32 of each and the length of
 * the second: what zlib's `crc32_combine` computes (its algorithm, from zlib 1.2.12's crc32.c).
 * Written here because Node's zlib binding exposes `crc32` but not `crc32_combine`, and no
 * maintained package on the registry offers it; a gzip template (gzip-template.ts) needs it to
 * give a page's gzip trailer without reading the page's bytes again on every response.
 *
 * The CRC is a remainder of polynomial division over GF(2) (reflected, polynomial 0xedb88320):
 * appending n zero bytes multiplies the first CRC by x^(8n) modulo the polynomial, and the
 * second CRC is then added (xor) in.
 */

const POLY = 0xedb88320;

/** a · b modulo the CRC polynomial (reflected bit order: x^0 is the top bit). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if ((a & m) !== 0) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X_2N = (() => {
  const table = new Array<number>(32);
  let p = 0x40000000; // x^1
  table[0] = p;
  for (let k = 1; k < 32; k++) table[k] = p = multiplyModP(p, p);
  return table;
})();

/**
 * The operator that appends `length` bytes: x^(8·length) modulo the polynomial. Compute it once
 * for a length that recurs (a template's fixed parts) and hand it to `crc32CombineWith`.
 */
export function crc32ShiftFor(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // a byte is 2^3 bits
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multiplyModP(X_2N[k & 31]!, p);
  }
  return p;
}

/** The CRC-32 of A then B, given A's CRC, B's CRC and `crc32ShiftFor(B's length)`. */
export function crc32CombineWith(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

/** The CRC-32 of A then B, given both CRCs and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return crc32CombineWith(crcA, crcB, crc32ShiftFor(lengthB));
}
