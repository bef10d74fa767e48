import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-safe-json';

describe('scriptSafeJson', () => {
  it('cannot close the script element', () => {
    expect(scriptSafeJson({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });

  it('parses back to the same value', () => {
    const value = { text: 'a</b>\u2028c\u2029' };
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });
});
