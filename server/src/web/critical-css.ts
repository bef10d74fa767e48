import postcss, { type ChildNode, type Container } from 'postcss';
import selectorParser, { type Node as SelectorNode } from 'postcss-selector-parser';

/**
 * The rules of the site's stylesheet that a rendered page needs, to inline in its head so the
 * page paints without waiting for the stylesheet (a phone's extra round trip); the whole
 * stylesheet is applied when the page hydrates, for what scripts show later (page-stylesheet.ts).
 *
 * Why not a critical-CSS library: beasties (the maintained critters) parses each page into a DOM
 * and matches every selector against it, about 80 ms for a search page, four times the page's
 * render. Here the stylesheet is read once, and a page is matched by the class names its HTML
 * uses: a rule is kept when one of its selectors names only classes the page has (classes inside
 * `:not()`, `:is()` or `:has()` are not counted), so the kept rules are a superset of those that
 * match, and applying the whole stylesheet later changes nothing the page shows. Rules that name
 * no class (elements, attributes, `:root`), keyframes and other at-rules are always kept.
 */
export class CriticalCss {
  readonly #pieces: Piece[];

  constructor(stylesheet: string) {
    this.#pieces = piecesOf(postcss.parse(stylesheet));
  }

  /**
   * The stylesheet's rules a page whose elements have `classes` needs, in their order; safe in a
   * `<style>` element (PostCSS writes `</style` in a string as `\3c /style`).
   */
  for(classes: ReadonlySet<string>): string {
    return textOf(this.#pieces, classes);
  }
}

/**
 * A part of the stylesheet: text always kept, a rule kept when all the classes of one of its
 * selectors are on the page, or a group (`@media`, `@container`, `@supports`, `@layer`) kept
 * with the pieces kept inside it.
 */
type Piece =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; selectorsClasses: readonly (readonly string[])[] }
  | { kind: 'group'; opening: string; pieces: Piece[] };

const GROUPING_AT_RULES = new Set(['media', 'container', 'supports', 'layer']);

function piecesOf(container: Container): Piece[] {
  return (container.nodes ?? []).flatMap((node: ChildNode): Piece[] => {
    if (node.type === 'rule') {
      const selectorsClasses = classesOfSelectors(node.selector);
      return selectorsClasses.some((classes) => classes.length === 0)
        ? [{ kind: 'always', text: node.toString() }]
        : [{ kind: 'rule', text: node.toString(), selectorsClasses }];
    }
    if (node.type === 'atrule' && node.nodes && GROUPING_AT_RULES.has(node.name.toLowerCase())) {
      return [{ kind: 'group', opening: `@${node.name} ${node.params}{`, pieces: piecesOf(node) }];
    }
    if (node.type === 'comment') return [];
    return [{ kind: 'always', text: node.toString() }];
  });
}

/**
 * For each selector of a list, the classes an element chain must have for it to match. A
 * selector that cannot be read counts as needing none, so its rule is always kept.
 */
function classesOfSelectors(selectorList: string): string[][] {
  try {
    return selectorParser()
      .astSync(selectorList)
      .nodes.map((selector) => {
        const classes: string[] = [];
        selector.walkClasses((node) => {
          if (!isInsidePseudoArgument(node)) classes.push(node.value);
        });
        return classes;
      });
  } catch {
    return [[]];
  }
}

function isInsidePseudoArgument(node: SelectorNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'pseudo') return true;
  }
  return false;
}

function textOf(pieces: readonly Piece[], classes: ReadonlySet<string>): string {
  let text = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') text += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.selectorsClasses.some((needed) => needed.every((name) => classes.has(name)))) {
        text += piece.text;
      }
    } else {
      const inner = textOf(piece.pieces, classes);
      if (inner) text += `${piece.opening}${inner}}`;
    }
  }
  return text;
}
