import { randomBytes, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { Site } from '@forecourt/tenants/site';
import { newCspNonce } from '../http/content-security-policy.js';
import { brotliText } from '../http/fast-text-encoding.js';
import { GzipTemplate } from '../http/gzip-template.js';
import { weakEtagOf } from '../http/entity-tags.js';
import type { LeadFormTokens } from '../leads/lead-form-token.js';

/**
 * The three values of a page that must be new for every response: the CSP nonce, the lead forms'
 * single-use form token and their idempotency key. A page made to be kept is rendered with
 * placeholders in their place, and every response has them stamped in fresh. The placeholders
 * hold a random secret of this process, so nothing a shopper or a feed puts in a page can be one
 * and be stamped with a real nonce.
 */
const PLACEHOLDER_SECRET = randomBytes(18).toString('hex');
export const NONCE_PLACEHOLDER = `n${PLACEHOLDER_SECRET}`;
export const FORM_TOKEN_PLACEHOLDER = `t${PLACEHOLDER_SECRET}`;
export const IDEMPOTENCY_KEY_PLACEHOLDER = `k${PLACEHOLDER_SECRET}`;
const PLACEHOLDERS = new RegExp(`([ntk])${PLACEHOLDER_SECRET}`, 'g');

type StampKind = 'n' | 't' | 'k';
const isStampKind = (kind: string): kind is StampKind =>
  kind === 'n' || kind === 't' || kind === 'k';

/** One response's stamps, each drawn when first asked for (a page without forms draws no token). */
export class PageStamps {
  readonly nonce = newCspNonce();
  #formToken: string | undefined;
  #idempotencyKey: string | undefined;

  constructor(
    private readonly site: Site,
    private readonly formTokens: LeadFormTokens | undefined,
  ) {}

  /** The value this response stamps in for placeholders of `kind`. */
  stampOf(kind: StampKind): string {
    if (kind === 'n') return this.nonce;
    if (kind === 't') {
      return (this.#formToken ??=
        this.formTokens?.issue(this.site.config.slug, new Date()).token ?? '');
    }
    return (this.#idempotencyKey ??= randomUUID());
  }

  /** `body` with these stamps in place of its placeholders. */
  stamp(body: string): string {
    return body.replace(PLACEHOLDERS, (_match, kind: StampKind) => this.stampOf(kind));
  }
}

/**
 * A kept page is compressed once and sent many times, so harder than an answer made for one
 * request (fast-text-encoding.ts). Measured on demo pages with their parts linked
 * (gzip-template.ts), level 6 against 3: a search page (167 KB) 21.0 KB against 23.2 KB for 1.66
 * ms against 0.89 ms once; a vehicle page 17.4 KB against 19.1 KB for 1.70 ms against 1.25 ms;
 * the home page 17.2 KB against 18.9 KB for 1.33 ms against 0.58 ms. Level 9 saved under 0.2 KB
 * more.
 */
const KEPT_PAGE_GZIP_LEVEL = 6;

/** The secret as the page's UTF-8 bytes hold it (hex: one byte a character). */
const SECRET_BYTES = Buffer.from(PLACEHOLDER_SECRET, 'latin1');

/**
 * A rendered page kept to answer many requests: cut at its placeholders, its fixed parts
 * compressed once (gzip-template.ts), so a response costs its stamps and no compression. It is
 * read as the bytes the render wrote, never decoded to text: a search page is about 150 KB, and
 * decoding it and encoding its parts again cost more than compressing them. Its validator is a
 * weak ETag of the compressed parts and the placeholders' kinds, so it holds no stamp and no
 * secret (the same on every replica for the same page and build; weak, as the bytes sent differ
 * by their stamps).
 */
export class StampablePage {
  readonly etag: string;
  readonly #kinds: StampKind[] = [];
  readonly #gzip: GzipTemplate;

  /**
   * `sample`: one response's stamps, drawn for the lengths every response's stamps have (the
   * compressed parts may then refer back across the holes, gzip-template.ts).
   */
  constructor(body: Buffer, sample: PageStamps) {
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = body.indexOf(SECRET_BYTES); at !== -1; at = body.indexOf(SECRET_BYTES, from)) {
      const kind = String.fromCharCode(body[at - 1] ?? 0);
      if (!isStampKind(kind)) throw new Error('A page holds a placeholder of no known kind');
      parts.push(body.subarray(from, at - 1));
      this.#kinds.push(kind);
      from = at + SECRET_BYTES.length;
    }
    parts.push(body.subarray(from));
    this.#gzip = new GzipTemplate(
      parts,
      KEPT_PAGE_GZIP_LEVEL,
      this.#kinds.map((kind) => sample.stampOf(kind).length),
    );
    this.etag = weakEtagOf([this.#kinds.join(''), ...this.#gzip.compressedParts()]);
  }

  /** What it holds, for the cache's budget. */
  get byteLength(): number {
    return this.#gzip.byteLength + this.etag.length;
  }

  /** The page with `stamps`, gzipped. */
  gzipped(stamps: PageStamps): Buffer<ArrayBuffer> {
    return this.#gzip.fill(this.#kinds.map((kind) => stamps.stampOf(kind)));
  }

  /** The page with `stamps`, in brotli: for the rare client that takes brotli and not gzip. */
  brotli(stamps: PageStamps): Buffer<ArrayBuffer> {
    return brotliText(this.plain(stamps));
  }

  /** The page with `stamps`, uncompressed: for the rare client that takes neither. */
  plain(stamps: PageStamps): Buffer<ArrayBuffer> {
    return gunzipSync(this.gzipped(stamps));
  }
}
