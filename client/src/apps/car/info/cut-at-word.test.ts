import { describe, expect, it } from 'vitest';
import { cutAtWord } from './cut-at-word';

describe('cutAtWord', () => {
  it('returns a text that fits unchanged', () => {
    expect(cutAtWord('One owner, full service history.', 40)).toBe(
      'One owner, full service history.',
    );
    expect(cutAtWord('exactly ten', 11)).toBe('exactly ten');
  });

  it('ends the cut at the last whole word', () => {
    expect(cutAtWord('One owner, full service history.', 20)).toBe('One owner, full…');
  });

  it('keeps a word that ends right at the limit', () => {
    expect(cutAtWord('One owner, full service', 15)).toBe('One owner, full…');
  });

  it('cuts at a line break too', () => {
    expect(cutAtWord('Low kms\nNew tyres', 10)).toBe('Low kms…');
  });

  it('cuts a single word longer than the limit', () => {
    expect(cutAtWord('Supercalifragilistic', 5)).toBe('Super…');
  });
});
