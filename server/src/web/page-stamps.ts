import { randomBytes, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { Site } from '@forecourt/tenants/site';
import { newCspNonce } from '../http/content-security-policy.js';
import { brotliText, DYNAMIC_GZIP_LEVEL } from '../http/fast-text-encoding.js';
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
 * A rendered page kept to answer many requests: cut at its placeholders, its fixed parts
 * compressed once (gzip-template.ts), so a response costs its stamps and no compression. Its
 * validator is a weak ETag of the page with the secret taken out (the same on every replica for
 * the same page; weak, as the bytes differ by their stamps).
 */
export class StampablePage {
  readonly etag: string;
  readonly #kinds: StampKind[] = [];
  readonly #gzip: GzipTemplate;

  constructor(body: string) {
    this.etag = weakEtagOf(body.replaceAll(PLACEHOLDER_SECRET, ''));
    const parts: Buffer[] = [];
    let from = 0;
    for (const match of body.matchAll(PLACEHOLDERS)) {
      parts.push(Buffer.from(body.slice(from, match.index)));
      this.#kinds.push(match[1] as StampKind);
      from = match.index + match[0].length;
    }
    parts.push(Buffer.from(body.slice(from)));
    this.#gzip = new GzipTemplate(parts, DYNAMIC_GZIP_LEVEL);
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
