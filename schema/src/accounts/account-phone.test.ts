import { describe, expect, it } from 'vitest';
import { auMobileE164 } from './account-phone.js';

describe('auMobileE164', () => {
  it('keeps an Australian mobile however it was typed, in E.164', () => {
    expect(auMobileE164('0412 345 678')).toBe('+61412345678');
    expect(auMobileE164('+61 412 345 678')).toBe('+61412345678');
    expect(auMobileE164('0412-345-678')).toBe('+61412345678');
  });

  it('refuses landlines, 13 numbers, other countries and nonsense', () => {
    expect(auMobileE164('02 9876 5432')).toBeNull();
    expect(auMobileE164('131 313')).toBeNull();
    expect(auMobileE164('+64 21 123 4567')).toBeNull();
    expect(auMobileE164('hello')).toBeNull();
    expect(auMobileE164('0412')).toBeNull();
  });
});
