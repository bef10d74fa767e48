import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentPageNameProblem, contentPagePath } from '@forecourt/schema/content/content-paths';
import type { SiteIssue } from '../site-config-error.js';

/** The site folder's Markdown pages: content/<name>.md and content/pages/<name>.md. */
export const CONTENT_FOLDER = 'content';
const NESTED_FOLDER = 'pages';
const MARKDOWN_EXTENSION = '.md';
/** A page is prose a dealer writes: anything larger is a mistake (a pasted export, a binary). */
export const MAX_CONTENT_PAGE_BYTES = 200_000;

/** One of the site's own pages, as the dealer wrote it. */
export interface ContentPageSource {
  /** Its address on the site: /about-us, /pages/faq. */
  path: string;
  /** The text of its first `# ` heading. */
  title: string;
  /** The Markdown as written. */
  markdown: string;
  /** The file, relative to the site folder (content/about-us.md). */
  file: string;
}

/** An ATX heading of level 1: `# Title`, optionally closed by #s. */
const LEVEL_ONE_HEADING = /^ {0,3}# +(.+?)(?: +#+)? *$/;
const FENCE = /^ {0,3}(```|~~~)/;

/**
 * The first level-1 heading's text outside code blocks; null when the page has none. Only the
 * ATX form (`# Title`) counts: it is what the page's title is written as, and it is unambiguous
 * where an underlined (setext) heading can be a paragraph followed by a rule.
 */
export function firstHeadingOf(markdown: string): string | null {
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const opening = FENCE.exec(line);
    if (opening) {
      const marker = opening[1] ?? '';
      if (fence === null) fence = marker;
      else if (fence === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = LEVEL_ONE_HEADING.exec(line);
    const title = heading?.[1]?.trim();
    if (title) return title;
  }
  return null;
}

/**
 * Reads the site's content pages; every refused file is an issue naming it and why (a bad name,
 * an address the site answers itself, no title). A site without a content folder has none.
 */
export async function readContentPages(
  siteDir: string,
  relativeFile: (absolute: string) => string,
): Promise<{ pages: ContentPageSource[]; issues: SiteIssue[] }> {
  const root = path.join(siteDir, CONTENT_FOLDER);
  const [top, nested] = await Promise.all([
    markdownFilesIn(root),
    markdownFilesIn(path.join(root, NESTED_FOLDER)),
  ]);
  const pages: ContentPageSource[] = [];
  const issues: SiteIssue[] = [];
  const candidates = [
    ...top.map((name) => ({ name, nested: false, absolute: path.join(root, name) })),
    ...nested.map((name) => ({
      name,
      nested: true,
      absolute: path.join(root, NESTED_FOLDER, name),
    })),
  ];
  for (const { name, nested: isNested, absolute } of candidates) {
    const file = relativeFile(absolute);
    const pageName = name.slice(0, -MARKDOWN_EXTENSION.length);
    const nameProblem = contentPageNameProblem(pageName, isNested);
    if (nameProblem) {
      issues.push({ file, at: null, reason: nameProblem });
      continue;
    }
    const bytes = await readFile(absolute);
    if (bytes.length > MAX_CONTENT_PAGE_BYTES) {
      issues.push({ file, at: null, reason: `larger than ${MAX_CONTENT_PAGE_BYTES} bytes` });
      continue;
    }
    const markdown = bytes.toString('utf8');
    const title = firstHeadingOf(markdown);
    if (!title) {
      issues.push({
        file,
        at: null,
        reason: 'has no title: start the page with a "# " heading, e.g. "# About us"',
      });
      continue;
    }
    pages.push({ path: contentPagePath(pageName, isNested), title, markdown, file });
  }
  pages.sort((a, b) => a.path.localeCompare(b.path));
  return { pages, issues };
}

/** The .md files of a folder (none when it does not exist), by name. */
async function markdownFilesIn(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(MARKDOWN_EXTENSION))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}
