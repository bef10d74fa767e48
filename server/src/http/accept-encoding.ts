import Negotiator from 'negotiator';

/** The content codings this server sends: the two every browser takes, and none. */
export type ContentCoding = 'gzip' | 'br' | 'identity';

/**
 * negotiator 1 takes the server's order for codings a client weighs alike (`preferred`);
 * @types/negotiator (0.6) was written before that option, hence this signature of our own.
 */
interface EncodingNegotiator {
  encodings(available: readonly string[], options?: { preferred: readonly string[] }): string[];
}

const negotiatorOf = (acceptEncoding: string | null) =>
  new Negotiator({
    headers: { 'accept-encoding': acceptEncoding ?? undefined },
  }) as unknown as EncodingNegotiator;

/**
 * The coding to send an answer in, of `offered` (in the server's order of preference), as the
 * client's Accept-Encoding weighs them: the highest q wins, `q=0` refuses, `*` stands for any
 * coding the header does not name, and identity is acceptable unless refused. A client that
 * refuses every coding offered still gets identity, the answer every client can read.
 */
export function preferredCoding(
  acceptEncoding: string | null,
  offered: readonly ContentCoding[],
): ContentCoding {
  const [best] = negotiatorOf(acceptEncoding).encodings(offered, { preferred: offered });
  return (best as ContentCoding | undefined) ?? 'identity';
}

/** Whether a client's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return negotiatorOf(acceptEncoding).encodings(['gzip']).includes('gzip');
}
