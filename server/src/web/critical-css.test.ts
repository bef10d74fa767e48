import { describe, expect, it } from 'vitest';
import { CriticalCss } from './critical-css.js';

const css = (...classes: string[]) => new Set(classes);

describe('CriticalCss', () => {
  const stylesheet = new CriticalCss(
    [
      ':root{--gap:1rem}',
      'a{color:blue}',
      '.card{display:grid}',
      '.dialog{position:fixed}',
      '.card .card__photo{aspect-ratio:4/3}',
      '.menu,.card__price{font-weight:700}',
      '.chip:not(.chip--on){opacity:.6}',
      '.list:has(.empty){display:none}',
      '[data-state=open].dialog{opacity:1}',
      '@media (min-width:48rem){.card{grid-template-columns:1fr 2fr}.dialog{inset:0}}',
      '@media print{.dialog{display:none}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
      '/* a comment */',
    ].join(''),
  );

  it('keeps the rules whose classes are all on the page, in their order', () => {
    expect(stylesheet.for(css('card', 'card__photo'))).toBe(
      ':root{--gap:1rem}a{color:blue}.card{display:grid}.card .card__photo{aspect-ratio:4/3}' +
        '@media (min-width:48rem){.card{grid-template-columns:1fr 2fr}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('drops a rule when a class of each of its selectors is missing', () => {
    // `.card .card__photo` needs both classes; a page with the photo's only gets neither rule.
    expect(stylesheet.for(css('card__photo'))).not.toContain('aspect-ratio');
    expect(stylesheet.for(css('card__photo'))).not.toContain('.dialog');
  });

  it('keeps a rule when any one selector of its list can match', () => {
    expect(stylesheet.for(css('card__price'))).toContain('.menu,.card__price{font-weight:700}');
  });

  it('counts no class inside :not() or :has(): the rule may match without it', () => {
    expect(stylesheet.for(css('chip'))).toContain('.chip:not(.chip--on){opacity:.6}');
    expect(stylesheet.for(css('list'))).toContain('.list:has(.empty){display:none}');
  });

  it('keeps a group only with the rules kept inside it', () => {
    const kept = stylesheet.for(css('dialog'));
    expect(kept).toContain('@media (min-width:48rem){.dialog{inset:0}}');
    expect(kept).toContain('@media print{.dialog{display:none}}');
    expect(kept).toContain('[data-state=open].dialog{opacity:1}');
    expect(stylesheet.for(css())).not.toContain('@media');
  });

  it('always keeps rules that name no class, and keyframes', () => {
    expect(stylesheet.for(css())).toBe(
      ':root{--gap:1rem}a{color:blue}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('escapes what would end the style element the rules are sent in', () => {
    expect(new CriticalCss('.note{content:"</Style>"}').for(css('note'))).toBe(
      '.note{content:"\\3c /Style>"}',
    );
  });
});
