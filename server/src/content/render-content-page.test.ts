import { describe, expect, it } from 'vitest';
import { contentImageFiles, renderContentPage } from './render-content-page.js';

const render = (source: string) => renderContentPage(source, { siteHosts: ['coastal.example'] });

describe('renderContentPage', () => {
  it('escapes raw HTML instead of passing it through', () => {
    const { html } = render('# Hi\n\n<script>alert(1)</script>\n\nText <b onclick="x()">bold</b>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b ');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses script links', () => {
    const { html } = render('[click](javascript:alert(1))');
    expect(html).not.toContain('href="javascript');
  });

  it('renders tables', () => {
    const { html } = render('| Term | Cover |\n| --- | --- |\n| 3 years | Parts |');
    expect(html).toContain(
      '<div class="content-table" role="region" aria-label="Table" tabindex="0">\n<table>',
    );
    expect(html).toContain('</table>\n</div>');
    expect(html).toContain('<th>Term</th>');
    expect(html).toContain('<td>3 years</td>');
  });

  it("points images/ at the site's image route with every served width", () => {
    const { html } = render('![Our workshop](images/work%20shop.jpg)');
    expect(html).toContain('src="/media/site/images/work%20shop.jpg?w=960"');
    expect(html).toContain('/media/site/images/work%20shop.jpg?w=320 320w');
    expect(html).toContain('alt="Our workshop"');
    expect(html).toContain('loading="lazy"');
  });

  it('gives a site image its intrinsic size, so the page keeps its place while it loads', () => {
    const source = '![Showroom](images/showroom.svg)\n\n![Other](images/other.jpg)';
    expect(contentImageFiles(source)).toEqual(['showroom.svg', 'other.jpg']);
    const { html } = renderContentPage(source, {
      siteHosts: [],
      imageSizes: new Map([['showroom.svg', { width: 1200, height: 600 }]]),
    });
    expect(html).toMatch(/<img src="[^"]*showroom\.svg[^>]* width="1200" height="600"/);
    expect(html).not.toMatch(/other\.jpg[^>]* width=/);
  });

  it('leaves other image addresses alone and never climbs out of the images folder', () => {
    expect(render('![x](https://cdn.example/x.png)').html).toContain(
      'src="https://cdn.example/x.png"',
    );
    expect(render('![x](images/../site.json)').html).not.toContain('/media/site/images');
  });

  it('marks links to other sites noopener and opens them normally', () => {
    const { html } = render(
      '[Toyota](https://www.toyota.com.au/) [FAQ](/pages/faq) [Us](https://coastal.example/about-us)',
    );
    expect(html).toContain('<a href="https://www.toyota.com.au/" rel="noopener">Toyota</a>');
    expect(html).toContain('<a href="/pages/faq">FAQ</a>');
    expect(html).toContain('<a href="https://coastal.example/about-us">Us</a>');
    expect(html).not.toContain('target=');
  });

  it('describes the page by its first paragraph as plain text, cut at 160 characters', () => {
    expect(render('# Title\n\nWe are **family owned** since `1982`.\nCome in.').description).toBe(
      'We are family owned since 1982. Come in.',
    );
    const long = render(`# T\n\n${'word '.repeat(60)}`).description;
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
    expect(render('# Only a title').description).toBe('');
  });
});
