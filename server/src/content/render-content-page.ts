import MarkdownIt, { type Token } from 'markdown-it';
import { SITE_IMAGES_FOLDER, siteImageSrcSet, siteImageUrl } from '../media/media-urls.js';

/** What a page's link previews and search results show: the first paragraph, cut to this. */
export const DESCRIPTION_MAX_LENGTH = 160;
/** The width of an image's src; its srcset offers every served width. */
const CONTENT_IMAGE_WIDTH = 960;
/** A prose column is at most about 48rem wide: the browser picks from the srcset by this. */
const CONTENT_IMAGE_SIZES = '(min-width: 52rem) 48rem, 100vw';

export interface RenderedContentPage {
  /** The page as HTML: the dealer's Markdown with raw HTML escaped. */
  html: string;
  /** Its first paragraph as plain text, at most DESCRIPTION_MAX_LENGTH characters. */
  description: string;
}

export interface ContentRenderOptions {
  /** The site's own hosts: a full address on one of them is a link of the site, not an outside one. */
  siteHosts: readonly string[];
  /**
   * The intrinsic size of each site image the page shows (by its name in images/), so each <img>
   * reserves its space and nothing moves as it loads; an image without one is drawn unsized.
   */
  imageSizes?: ReadonlyMap<string, { width: number; height: number }>;
}

/**
 * Dealer Markdown: `html: false` escapes any raw HTML the dealer writes, so the page needs no
 * sanitiser (markdown-it also refuses javascript:, vbscript: and file: links). Tables, links and
 * images are on; no typographer, so prices and model names stay exactly as written.
 */
const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: false });

/**
 * A table wider than a phone scrolls sideways inside its own box rather than widening the page;
 * the box takes focus (tabindex) so a keyboard can scroll it too, and is named for screen readers.
 */
export const TABLE_SCROLL_CLASS = 'content-table';
markdown.renderer.rules.table_open = () =>
  `<div class="${TABLE_SCROLL_CLASS}" role="region" aria-label="Table" tabindex="0">\n<table>\n`;
markdown.renderer.rules.table_close = () => '</table>\n</div>\n';

/** Renders a content page for its site. */
export function renderContentPage(
  source: string,
  { siteHosts, imageSizes = new Map() }: ContentRenderOptions,
): RenderedContentPage {
  const env = {};
  const tokens = markdown.parse(source, env);
  for (const token of tokens) {
    if (token.type === 'inline' && token.children) {
      rewriteInline(token.children, siteHosts, imageSizes);
    }
  }
  return {
    html: markdown.renderer.render(tokens, markdown.options, env),
    description: descriptionOf(tokens),
  };
}

/** The site images a page's Markdown shows, by their names in images/. */
export function contentImageFiles(source: string): string[] {
  const files = new Set<string>();
  for (const token of markdown.parse(source, {})) {
    for (const child of token.children ?? []) {
      const file =
        child.type === 'image' ? siteImageFile(String(child.attrGet('src') ?? '')) : null;
      if (file !== null) files.add(file);
    }
  }
  return [...files];
}

function rewriteInline(
  children: Token[],
  siteHosts: readonly string[],
  imageSizes: NonNullable<ContentRenderOptions['imageSizes']>,
) {
  for (const token of children) {
    if (token.type === 'image') {
      const src = String(token.attrGet('src') ?? '');
      const file = siteImageFile(src);
      if (file !== null) {
        token.attrSet('src', siteImageUrl(file, CONTENT_IMAGE_WIDTH));
        token.attrSet('srcset', siteImageSrcSet(file));
        token.attrSet('sizes', CONTENT_IMAGE_SIZES);
        const size = imageSizes.get(file);
        if (size) {
          token.attrSet('width', String(size.width));
          token.attrSet('height', String(size.height));
        }
      }
      token.attrSet('loading', 'lazy');
      token.attrSet('decoding', 'async');
    } else if (token.type === 'link_open') {
      const href = String(token.attrGet('href') ?? '');
      // Another site's page opens in the same tab like any link; noopener keeps it from
      // reaching back into this page.
      if (isOutsideLink(href, siteHosts)) token.attrSet('rel', 'noopener');
    }
  }
}

/** `images/x.jpg` (or `./images/x.jpg`): the file's name in the site's images folder. */
function siteImageFile(src: string): string | null {
  const prefix = `${SITE_IMAGES_FOLDER}/`;
  const relative = src.startsWith('./') ? src.slice(2) : src;
  if (!relative.startsWith(prefix)) return null;
  const file = relative.slice(prefix.length);
  const segments = file.split('/');
  if (file === '' || segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return segments.map(decodeSegment).join('/');
}

/** markdown-it percent-encodes the address it read; the image route encodes it again. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function isOutsideLink(href: string, siteHosts: readonly string[]): boolean {
  if (href.startsWith('//')) return true;
  if (!/^https?:/i.test(href)) return false;
  try {
    return !siteHosts.includes(new URL(href).hostname.toLowerCase());
  } catch {
    return true;
  }
}

/** The first paragraph's words, without Markdown, cut at a word to fit. */
function descriptionOf(tokens: Token[]): string {
  const start = tokens.findIndex((token) => token.type === 'paragraph_open');
  const inline = start === -1 ? undefined : tokens[start + 1];
  if (!inline?.children) return '';
  const text = inline.children
    .map((child) => {
      if (child.type === 'text' || child.type === 'code_inline') return child.content;
      if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
      if (child.type === 'image') return child.content;
      return '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return cutAtWord(text, DESCRIPTION_MAX_LENGTH);
}

export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? room.slice(0, lastSpace) : room).trimEnd()}…`;
}
