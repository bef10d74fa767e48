import { randomInt } from 'node:crypto';

/**
 * A reservation's reference, what the shopper reads out to the dealer over the phone: 8
 * characters from an alphabet without the look-alikes 0/O and 1/I, chosen at random (32^8, about
 * a trillion, so a collision within one site is rare; the records retry one with a fresh
 * reference).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 8;

export const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

export function newReservationReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}

/** What a shopper types may be lower case or spaced; the stored reference is neither. */
export const normaliseReference = (typed: string): string =>
  typed.replace(/[\s-]/g, '').toUpperCase();
