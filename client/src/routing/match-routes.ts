import type { RouteMatch, RouteObject, RouteParams } from './route-types';

interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
}

const SPLAT = '*';

const segmentsOf = (path: string | undefined) => (path ?? '').split('/').filter(Boolean);

/**
 * How specific a branch is, so `/cars/trade-in` wins over `/cars/:slug` and both over `*`
 * whatever their order in the table (the ranking React Router uses).
 */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === SPLAT) score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

function collectBranches(
  routes: readonly RouteObject[],
  parents: RouteObject[],
  parentSegments: string[],
  into: Branch[],
): Branch[] {
  for (const route of routes) {
    const chain = [...parents, route];
    const segments = [...parentSegments, ...segmentsOf(route.path)];
    if (route.children?.length) collectBranches(route.children, chain, segments, into);
    else into.push({ routes: chain, segments, score: scoreOf(segments, route.index === true) });
  }
  return into;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The branch's params when it matches the path's segments; null when it does not. */
function matchBranch(branch: Branch, pathSegments: string[]): RouteParams | null {
  const params: Record<string, string> = {};
  for (const [i, segment] of branch.segments.entries()) {
    if (segment === SPLAT) {
      params[SPLAT] = pathSegments.slice(i).map(decode).join('/');
      return params;
    }
    const actual = pathSegments[i];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(actual);
    else if (segment.toLowerCase() !== decode(actual).toLowerCase()) return null;
  }
  return pathSegments.length === branch.segments.length ? params : null;
}

/** The routes a path renders, outermost first, with their params; null when none matches. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = collectBranches(routes, [], [], []);
  // A stable sort: of equally specific branches the first in the table wins.
  branches.sort((a, b) => b.score - a.score);
  const pathSegments = segmentsOf(pathname);
  for (const branch of branches) {
    const params = matchBranch(branch, pathSegments);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
