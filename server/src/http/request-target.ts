/**
 * What the server accepts as a request's target and Host before anything builds a URL from them.
 * A malformed one is the sender's mistake and gets a 4xx naming it; a path with doubled slashes or
 * a backslash is sent on to its plain form.
 */

export type TargetCheck =
  | { kind: 'accept'; host: string | undefined; path: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'refuse'; status: 400; message: string };

/** A DNS name (labels of letters, digits, `-` and `_`) or an IPv4 or bracketed IPv6 address. */
const HOST_NAME =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])$/i;
const MAX_PORT = 65_535;
const ABSOLUTE_FORM = /^https?:\/\//i;
/** `%` not followed by two hex digits. */
const BROKEN_PERCENT = /%(?![0-9a-f]{2})/i;

/** Why `host` (a Host header or a URI's authority) is not one, or null when it is. */
export function hostProblem(host: string): string | null {
  const match = /^(.*?)(?::(\d*))?$/.exec(host);
  const [, name = '', port] = match ?? [];
  if (!HOST_NAME.test(name)) return `Bad Host header: "${printable(host)}" is not a host name.`;
  if (port !== undefined && !(Number(port) >= 1 && Number(port) <= MAX_PORT)) {
    return `Bad Host header: "${printable(host)}" has no valid port (1 to ${MAX_PORT}).`;
  }
  return null;
}

/** Checks the request line's target and the Host header, as Node received them. */
export function checkRequestTarget(
  method: string,
  target: string,
  hostHeader: string | undefined,
): TargetCheck {
  let host = hostHeader;
  let path = target;
  if (ABSOLUTE_FORM.test(target)) {
    // RFC 9112 §3.2.2: an absolute-form target's authority replaces the Host header.
    const rest = target.slice(target.indexOf('//') + 2);
    const end = rest.search(/[/?#]/);
    host = end === -1 ? rest : rest.slice(0, end);
    path = end === -1 ? '/' : rest.slice(end);
    if (path.startsWith('?')) path = `/${path}`;
  }
  if (!path.startsWith('/')) {
    return refuse(`Bad request target "${printable(target)}": ask for a path starting with "/".`);
  }
  if (host !== undefined) {
    const problem = hostProblem(host);
    if (problem) return refuse(problem);
  }
  if (BROKEN_PERCENT.test(path) || !decodes(path)) {
    return refuse(
      'Bad request target: malformed percent-encoding (each "%" starts two hex digits of UTF-8).',
    );
  }
  const query = path.indexOf('?');
  const pathname = query === -1 ? path : path.slice(0, query);
  if (/\/\/|\\/.test(pathname)) {
    const plain = `${pathname.replace(/[/\\]+/g, '/')}${query === -1 ? '' : path.slice(query)}`;
    if (method === 'GET' || method === 'HEAD') return { kind: 'redirect', location: plain };
    return refuse(
      `Bad request target: the path has an empty segment or a backslash; use ${printable(plain)}.`,
    );
  }
  if (!URL.canParse(`http://${host ?? 'localhost'}${path}`)) {
    return refuse(`Bad request target "${printable(target)}".`);
  }
  return { kind: 'accept', host, path };
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function refuse(message: string): TargetCheck {
  return { kind: 'refuse', status: 400, message };
}

/** A sender's text quoted in an answer: short, and without control characters. */
function printable(text: string): string {
  const visible = [...text].map((c) => (c < ' ' || c === '\u007f' ? '?' : c)).join('');
  return visible.length > 100 ? `${visible.slice(0, 100)}…` : visible;
}
