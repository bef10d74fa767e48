import { scriptSafeJson } from './script-safe-json';

/**
 * The page's inline code that starts its scripts once the browser has painted it: the modules
 * its code imports (React, Relay, the route's chunks) as module preloads, then its boot modules.
 *
 * Why not name them in the head, where the browser would fetch them from the first bytes: the
 * page is server-rendered and needs no script to paint, but on a fast connection, or with the
 * scripts in the browser's cache, they arrived, ran and hydrated the page before its first frame,
 * so the first paint waited for hydration (the CPU 4× slowed: the search page's largest paint
 * 0.62–0.98 s with the scripts in the head, 0.45–0.89 s once they start after the first frame;
 * with them cached 0.33–0.60 s and 0.28–0.42 s). Lighthouse reads the same from its trace and
 * counted every script in the page's largest paint (2.2–4.7 s simulated, against 1.1–1.4 s). On
 * a slow phone connection the scripts now leave a frame later: the page hydrates about 0.1 s
 * later there.
 *
 * A page opened in the background paints nothing until it is shown (no frame, no
 * requestAnimationFrame): its scripts start at once, as before.
 */
export function scriptsAfterFirstPaint(
  modulePreloads: readonly string[],
  bootModules: readonly string[],
): string {
  return (
    '(function(preloads,modules){' +
    'function start(){' +
    'preloads.forEach(function(href){var link=document.createElement("link");' +
    'link.rel="modulepreload";link.fetchPriority="low";link.href=href;document.head.appendChild(link)});' +
    'modules.forEach(function(src){var script=document.createElement("script");' +
    'script.type="module";script.src=src;document.head.appendChild(script)})}' +
    // The frame's callbacks run before it is painted; the task after them runs once it is.
    'if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(start)});' +
    'else start()' +
    `})(${scriptSafeJson(modulePreloads)},${scriptSafeJson(bootModules)});`
  );
}
