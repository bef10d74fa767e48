import { describe, expect, it } from 'vitest';
import { renderPromoBanner } from './promo-banner.js';
import { assertWellFormedXml } from './testing/well-formed-xml.js';

const colours = { primary: '#0b4f6c', secondary: '#01a7c2', accent: '#f6ae2d' };

describe('renderPromoBanner', () => {
  it('draws a well-formed banner of the given size in the site’s colours, without words', () => {
    const svg = renderPromoBanner({ id: 'finance', colours, width: 1920, height: 540 });
    assertWellFormedXml(svg);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1920 540" width="1920" height="540"/);
    expect(svg).toContain('stop-color="#0b4f6c"');
    expect(svg).toContain('fill="#f6ae2d"');
    expect(svg).not.toMatch(/<text|<script/);
  });

  it('draws the same card the same way every time, and another card differently', () => {
    const input = { id: 'a', colours, width: 1920, height: 540 };
    expect(renderPromoBanner(input)).toBe(renderPromoBanner(input));
    expect(renderPromoBanner({ ...input, id: 'b' })).not.toBe(renderPromoBanner(input));
  });
});
