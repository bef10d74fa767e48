/**
 * The dealer's Meta (Facebook) pixel. Meta's own loader snippet defines `window.fbq` as a queue,
 * adds fbevents.js to the page and lets that script replay the queue; this is the same, written
 * as a module (the page's Content-Security-Policy forbids the inline snippet), and it holds back
 * events sent before the pixel is started, so `init` always comes first whatever order the
 * page's components run their effects in. Without a pixel id nothing is loaded or sent.
 */

/** Meta's pixel script. */
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** A standard event of Meta's pixel, with its parameters. */
export type MetaPixelEvent = 'PageView' | 'ViewContent' | 'AddToWishlist';

type FbqArguments = [command: string, ...rest: unknown[]];

/** Meta's queue function, as its snippet defines it. */
interface Fbq {
  (...args: FbqArguments): void;
  callMethod?: (...args: FbqArguments) => void;
  queue: FbqArguments[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** Not yet known (the layout has not run its effect), none for this site, or the pixel's id. */
let pixel: { state: 'unknown' } | { state: 'none' } | { state: 'started'; id: string } = {
  state: 'unknown',
};
/** Events sent before the layout said whether the site has a pixel, sent or dropped then. */
let waiting: FbqArguments[] = [];

function installQueue(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq = function (...args: FbqArguments) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = META_PIXEL_SCRIPT;
  document.head.appendChild(script);
  return fbq;
}

/**
 * Starts the site's pixel once per page load, then sends the events that waited for it; a site
 * without one (null) drops them.
 */
export function startMetaPixel(pixelId: string | null): void {
  if (typeof window === 'undefined' || pixel.state !== 'unknown') return;
  const held = waiting;
  waiting = [];
  if (pixelId === null) {
    pixel = { state: 'none' };
    return;
  }
  pixel = { state: 'started', id: pixelId };
  const fbq = installQueue();
  fbq('init', pixelId);
  for (const args of held) fbq(...args);
}

/** Sends a standard event to the pixel, or holds it until the pixel starts. */
export function trackMetaPixel(event: MetaPixelEvent, parameters?: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const args: FbqArguments = parameters ? ['track', event, parameters] : ['track', event];
  if (pixel.state === 'unknown') waiting.push(args);
  else if (pixel.state === 'started') window.fbq?.(...args);
}

/** Forgets the pixel: for tests, which start a fresh one each. */
export function resetMetaPixelForTests(): void {
  pixel = { state: 'unknown' };
  waiting = [];
  delete window.fbq;
  delete window._fbq;
}
