import { describe, expect, it } from 'vitest';
import { escapeXml } from './escape-xml.js';

describe('escapeXml', () => {
  it('escapes the five characters markup gives meaning to, and nothing else', () => {
    expect(escapeXml(`<b class="x">Tom & Jerry's</b>`)).toBe(
      '&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/b&gt;',
    );
    expect(escapeXml('Hyundai Santa Fe — 4×4')).toBe('Hyundai Santa Fe — 4×4');
  });
});
