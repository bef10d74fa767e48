import { describe, expect, it } from 'vitest';
import { classNamesIn, PageStylesheet } from './page-stylesheet.js';

const HREF = '/assets/style-abc.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="default"/>`;
const stylesheet = new PageStylesheet(
  HREF,
  'body{margin:0}.card{display:grid}.dialog{position:fixed}',
);

const page = (body: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${LINK}<title>Cars</title></head>` +
      `<body>${body}<script type="module" src="/assets/entry.js" async=""></script></body></html>`,
  );

describe('PageStylesheet', () => {
  it('puts the rules the page needs where the stylesheet’s link was', () => {
    const html = stylesheet.inline(page('<div class="card">Ute — $19,990</div>')).toString();
    expect(html).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
        '<style>body{margin:0}.card{display:grid}</style><title>Cars</title></head>' +
        '<body><div class="card">Ute — $19,990</div>' +
        '<script type="module" src="/assets/entry.js" async=""></script></body></html>',
    );
  });

  it('leaves a page that does not link the stylesheet as it was', () => {
    const other = Buffer.from('<html><head></head><body class="card"></body></html>');
    expect(stylesheet.inline(other)).toBe(other);
  });
});

describe('classNamesIn', () => {
  it('reads every class of every element, however often repeated', () => {
    const html = Buffer.from(
      '<ul class="cards"><li class="card card--new">é</li><li class="card  card--new"></li>' +
        '<svg class="icon"></svg><p data-class="not-one">class="nor-this"</p></ul>',
    );
    expect([...classNamesIn(html)].sort()).toEqual(['card', 'card--new', 'cards', 'icon']);
  });

  it('takes an empty attribute as no class, and one left open at the end as none', () => {
    const html = Buffer.from('<p class="">’</p><div class="hero hero--wide">…</div><i class="cut');
    expect([...classNamesIn(html)].sort()).toEqual(['hero', 'hero--wide']);
  });
});
