import { describe, expect, it } from 'vitest';
import { assertWellFormedXml } from './well-formed-xml.js';

describe('assertWellFormedXml', () => {
  it('accepts well-formed documents', () => {
    expect(() =>
      assertWellFormedXml(
        '<svg a="1" b=\'x &amp; y\'><g><text>A &lt; B &#38; C</text></g><rect/></svg>',
      ),
    ).not.toThrow();
  });

  it.each([
    ['<svg><g></svg>', /closes <g>/],
    ['<svg><g>', /unclosed/],
    ['<svg>A & B</svg>', /bare &/],
    ['<svg a="1" a="2"/>', /duplicate attribute/],
    ['<svg a=1/>', /malformed/],
    ['<svg/><svg/>', /second root/],
    ['text<svg/>', /outside the root/],
    ['<svg a="<"/>', /malformed/],
  ])('rejects %s', (xml, message) => {
    expect(() => assertWellFormedXml(xml)).toThrow(message);
  });
});
