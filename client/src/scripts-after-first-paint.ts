import { scriptSafeJson } from './script-safe-json';

/** What the page's start code fetches once the page has painted. */
export interface AssetsToStart {
  /** The site's stylesheet, preloaded: React links it when the page hydrates. */
  stylesheets: readonly string[];
  /** The modules the boot code imports (React, Relay, the route's chunks). */
  preloads: readonly string[];
  /** The boot modules themselves. */
  modules: readonly string[];
}

/**
 * The longest the scripts wait for the page's first paint and main photo: a photo that never
 * finishes (a stalled connection) must not keep the page from hydrating.
 */
export const START_WAIT_LIMIT_MS = 3000;

/** How many module preloads the start code adds in one task (the rest in the tasks after). */
export const MODULE_PRELOADS_PER_TASK = 6;

/**
 * The page's inline code that starts its scripts once the browser has painted it and its main
 * photo is in: the stylesheet (preloaded, for React to link when the page hydrates), the modules
 * its code imports as module preloads (`MODULE_PRELOADS_PER_TASK` a task), then its boot modules.
 *
 * Why not name them in the head, where the browser would fetch them from the first bytes: the
 * page is server-rendered and needs no script to paint, but on a fast connection, or with the
 * scripts in the browser's cache, they arrived, ran and hydrated the page before its first frame,
 * so the first paint waited for hydration (the CPU 4× slowed: the search page's largest paint
 * 0.62–0.98 s with the scripts in the head, 0.45–0.89 s once they start after the first frame;
 * with them cached 0.33–0.60 s and 0.28–0.42 s). On a slow phone connection the page's main
 * photo (the image the server marks `fetchpriority="high"`, or `data-main-photo` with the screens
 * it is the main photo on: the vehicle's first photo, the first car card's, the home page's hero
 * or first tile) is what the shopper waits for, and the scripts' 170–210 KiB
 * shared the connection with it, and their first tasks held back the frame that paints it. So they
 * start once the browser reports the page's first contentful paint (on the screen: a frame's
 * callbacks can run well before it is shown), then the main photo has been decoded (or failed to
 * load) and the frame after, or after `START_WAIT_LIMIT_MS` whatever happened. The inline rules
 * already paint the page, so the stylesheet waits too.
 *
 * A page opened in the background paints nothing until it is shown (no frame, no
 * requestAnimationFrame): its scripts start at once.
 */
export function scriptsAfterFirstPaint(assets: AssetsToStart): string {
  return (
    '(function(assets){' +
    'var started=false;' +
    // The stylesheet at low priority: the inline rules paint the page, React links it only when
    // the page hydrates. The modules at the browser's own (high) priority: by the time they start
    // the main photo is in, and on a phone's HTTP/1.1 connections (six a host) they would
    // otherwise queue behind every lazy image the browser fetches ahead of the screen (the home
    // page's brand logos, the search page's cards), and the page hydrate that much later.
    'function add(rel,href,as,priority){var link=document.createElement("link");' +
    'link.rel=rel;if(priority)link.setAttribute("fetchpriority",priority);' +
    'if(as)link.setAttribute("as",as);link.href=href;document.head.appendChild(link)}' +
    'function start(){if(started)return;started=true;' +
    'assets.stylesheets.forEach(function(href){add("preload",href,"style","low")});' +
    // A few module preloads a task: each costs the browser about half a millisecond, and a
    // vehicle page's 30 in one task held the main thread for 10–28 ms.
    'var preloads=assets.preloads.slice();' +
    '(function next(){' +
    `preloads.splice(0,${MODULE_PRELOADS_PER_TASK}).forEach(function(href){add("modulepreload",href)});` +
    // (A page in the background has its timers slowed to one a second, and no frame to keep.)
    'if(preloads.length)return document.visibilityState==="visible"?setTimeout(next):next();' +
    'assets.modules.forEach(function(src){var script=document.createElement("script");' +
    'script.type="module";script.src=src;document.head.appendChild(script)})})()}' +
    'if(document.visibilityState!=="visible")return start();' +
    // The frame's callbacks run before it is painted; the task after them runs once it is.
    'function afterFrame(then){requestAnimationFrame(function(){setTimeout(then)})}' +
    // The first contentful paint as the browser reports it: on the screen, not only drawn.
    'function afterFirstPaint(then){var P=window.PerformanceObserver;' +
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return afterFrame(then);' +
    'var observer=new P(function(list){' +
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();then()}});' +
    'observer.observe({type:"paint",buffered:true})}' +
    // Then each main photo decoded (loaded, or failed to), and the frame that paints them.
    'afterFirstPaint(function(){' +
    // (A main photo on some screens only names them in data-main-photo: SiteImage.)
    'var photos=[].filter.call(document.querySelectorAll(\'img[fetchpriority="high"],img[data-main-photo]\'),function(image){' +
    'var screens=image.getAttribute("data-main-photo");return !screens||matchMedia(screens).matches' +
    '}).map(function(image){return image.decode?image.decode().catch(function(){}):null});' +
    'Promise.all(photos).then(function(){afterFrame(start)})});' +
    `setTimeout(start,${START_WAIT_LIMIT_MS})` +
    `})(${scriptSafeJson(assets)});`
  );
}
