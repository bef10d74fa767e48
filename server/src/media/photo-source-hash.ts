import { createHash } from 'node:crypto';

/**
 * The hash a feed photo's media address carries for the address the feed names (16 hex
 * digits): a changed photo gets a new address, and the disk cache keys files by it.
 */
export function sourceUrlHash(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 16);
}
