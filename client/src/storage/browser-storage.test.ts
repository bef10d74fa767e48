import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserStorage,
  readStoredJson,
  readStoredText,
  removeStored,
  writeStoredJson,
  writeStoredText,
} from './browser-storage';

/** Storage as a browser that refuses site data (privacy mode, quota) answers: it throws. */
const refusingStorage = (): Storage =>
  ({
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  }) as unknown as Storage;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('browser storage', () => {
  it('keeps JSON under a key and reads it back', () => {
    expect(writeStoredJson(localStorage, 'forecourt:test', { a: [1, 2] })).toBe(true);

    expect(localStorage.getItem('forecourt:test')).toBe('{"a":[1,2]}');
    expect(readStoredJson(localStorage, 'forecourt:test')).toEqual({ a: [1, 2] });
  });

  it('reads nothing from an empty key or text that is not JSON', () => {
    localStorage.setItem('forecourt:broken', '{not json');

    expect(readStoredJson(localStorage, 'forecourt:missing')).toBeUndefined();
    expect(readStoredJson(localStorage, 'forecourt:broken')).toBeUndefined();
    expect(readStoredText(localStorage, 'forecourt:missing')).toBeNull();
  });

  it('tells an empty key from storage that cannot be read', () => {
    expect(readStoredText(null, 'forecourt:test')).toBeUndefined();
    expect(readStoredText(refusingStorage(), 'forecourt:test')).toBeUndefined();
  });

  it('never throws when storage is missing or refuses', () => {
    expect(writeStoredText(null, 'forecourt:test', 'x')).toBe(false);
    expect(writeStoredText(refusingStorage(), 'forecourt:test', 'x')).toBe(false);
    expect(writeStoredJson(refusingStorage(), 'forecourt:test', [1])).toBe(false);
    expect(readStoredJson(refusingStorage(), 'forecourt:test')).toBeUndefined();
    expect(() => removeStored(refusingStorage(), 'forecourt:test')).not.toThrow();
    expect(() => removeStored(null, 'forecourt:test')).not.toThrow();
  });

  it('removes what is under a key', () => {
    localStorage.setItem('forecourt:test', '1');
    removeStored(localStorage, 'forecourt:test');

    expect(localStorage.getItem('forecourt:test')).toBeNull();
  });

  it('has no storage when the browser blocks site data', () => {
    expect(browserStorage('local')).toBe(window.localStorage);
    expect(browserStorage('session')).toBe(window.sessionStorage);

    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(browserStorage('local')).toBeNull();
  });
});
