import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MODULE_PRELOADS_PER_TASK,
  START_WAIT_LIMIT_MS,
  scriptsAfterFirstPaint,
} from './scripts-after-first-paint';

const ASSETS = {
  stylesheets: ['/assets/style-0.css'],
  preloads: ['/assets/framework-1.js', '/assets/SearchPage-2.js'],
  modules: ['/assets/entry-client-3.js'],
};

const run = (code: string) => new Function(code)() as unknown;
const hrefsInHead = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map((link) => link.getAttribute('href'));
const preloadsInHead = () => hrefsInHead('link[rel="modulepreload"]');
const stylesheetsInHead = () => hrefsInHead('link[rel="preload"][as="style"]');
const modulesInHead = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

/**
 * A main photo in the page, as the server marks it (on every screen, or on those a media query
 * names), and a way to finish decoding it.
 */
function mainPhoto(screens?: string): { decoded: () => void; failed: () => void } {
  const image = document.createElement('img');
  if (screens) image.setAttribute('data-main-photo', screens);
  else image.setAttribute('fetchpriority', 'high');
  let decoded = () => {};
  let failed = () => {};
  const decoding = new Promise<void>((resolve, reject) => {
    decoded = resolve;
    failed = () => reject(new Error('the photo did not load'));
  });
  image.decode = () => decoding;
  document.body.append(image);
  return { decoded, failed };
}

describe('scriptsAfterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  const paintFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('starts the stylesheet and scripts once the first frame has been painted, not before', async () => {
    run(scriptsAfterFirstPaint(ASSETS));
    await vi.advanceTimersByTimeAsync(1);
    expect(modulesInHead()).toEqual([]);
    expect(preloadsInHead()).toEqual([]);
    expect(stylesheetsInHead()).toEqual([]);
    // The frame: its callbacks run, then it is painted. With no main photo to wait for, the
    // scripts start after the next frame (a browser that cannot report its paints).
    paintFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(modulesInHead()).toEqual([]);
    paintFrame();
    expect(modulesInHead()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stylesheetsInHead()).toEqual(ASSETS.stylesheets);
    expect(preloadsInHead()).toEqual(ASSETS.preloads);
    expect(modulesInHead()).toEqual(ASSETS.modules);
    // The stylesheet waits behind everything; the modules take the browser's own priority.
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) {
      expect(link.getAttribute('fetchpriority')).toBe('low');
    }
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) {
      expect(link.hasAttribute('fetchpriority')).toBe(false);
    }
  });

  it('waits for every main photo to be decoded or to fail, then for the frame that paints them', async () => {
    const loading = mainPhoto();
    const failing = mainPhoto();
    run(scriptsAfterFirstPaint(ASSETS));
    await vi.advanceTimersByTimeAsync(1);
    paintFrame();
    loading.decoded();
    await vi.advanceTimersByTimeAsync(1);
    expect(frames).toEqual([]);
    failing.failed();
    await vi.advanceTimersByTimeAsync(1);
    expect(modulesInHead()).toEqual([]);
    paintFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(modulesInHead()).toEqual(ASSETS.modules);
    // The time limit passing later starts nothing twice.
    await vi.runAllTimersAsync();
    expect(modulesInHead()).toEqual(ASSETS.modules);
    expect(preloadsInHead()).toEqual(ASSETS.preloads);
  });

  it('waits for a photo that is the main one on some screens only on those screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 47.99em)' }));
    const onThisScreen = mainPhoto('(max-width: 47.99em)');
    mainPhoto('(min-width: 48em)');
    run(scriptsAfterFirstPaint(ASSETS));
    await vi.advanceTimersByTimeAsync(1);
    paintFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(frames).toEqual([]);
    onThisScreen.decoded();
    await vi.advanceTimersByTimeAsync(1);
    paintFrame();
    await vi.advanceTimersByTimeAsync(1);
    // Started although the wide screens' photo never finished.
    expect(modulesInHead()).toEqual(ASSETS.modules);
  });

  it('waits for the browser to report the first contentful paint where it can', async () => {
    let report: (names: string[]) => void = () => {};
    const observed: unknown[] = [];
    class ReportingObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        report = (names) =>
          callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {
        report = () => {};
      }
    }
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    run(scriptsAfterFirstPaint(ASSETS));
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    report(['first-paint']);
    await vi.advanceTimersByTimeAsync(1);
    expect(frames).toEqual([]);
    report(['first-contentful-paint']);
    await vi.advanceTimersByTimeAsync(1);
    paintFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(modulesInHead()).toEqual(ASSETS.modules);
  });

  it('adds a few module preloads a task, and the boot modules after the last of them', async () => {
    const preloads = Array.from(
      { length: MODULE_PRELOADS_PER_TASK * 2 + 1 },
      (_, i) => `/assets/${i}.js`,
    );
    run(scriptsAfterFirstPaint({ ...ASSETS, preloads }));
    paintFrame();
    await vi.advanceTimersByTimeAsync(1);
    paintFrame();
    await vi.advanceTimersToNextTimerAsync();
    // The first few once the page has painted, with the stylesheet.
    expect(stylesheetsInHead()).toEqual(ASSETS.stylesheets);
    expect(preloadsInHead()).toEqual(preloads.slice(0, MODULE_PRELOADS_PER_TASK));
    expect(modulesInHead()).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(preloadsInHead()).toEqual(preloads.slice(0, MODULE_PRELOADS_PER_TASK * 2));
    expect(modulesInHead()).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(preloadsInHead()).toEqual(preloads);
    expect(modulesInHead()).toEqual(ASSETS.modules);
  });

  it('does not wait longer than the limit for a photo that never finishes', async () => {
    mainPhoto();
    run(scriptsAfterFirstPaint(ASSETS));
    await vi.advanceTimersByTimeAsync(START_WAIT_LIMIT_MS - 1);
    paintFrame();
    expect(modulesInHead()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(modulesInHead()).toEqual(ASSETS.modules);
  });

  it('starts them at once on a page opened in the background, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    mainPhoto();
    const preloads = Array.from(
      { length: MODULE_PRELOADS_PER_TASK + 1 },
      (_, i) => `/assets/${i}.js`,
    );
    run(scriptsAfterFirstPaint({ ...ASSETS, preloads }));
    expect(frames).toEqual([]);
    // All in one go: a background page's timers run once a second.
    expect(preloadsInHead()).toEqual(preloads);
    expect(modulesInHead()).toEqual(ASSETS.modules);
  });

  it('cannot be closed or broken out of by an address', async () => {
    const code = scriptsAfterFirstPaint({
      ...ASSETS,
      preloads: ['/assets/a</script><script>alert(1)//.js'],
    });
    expect(code).not.toContain('</script>');
    run(code);
    await vi.runAllTimersAsync();
    paintFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(preloadsInHead()).toEqual(['/assets/a</script><script>alert(1)//.js']);
  });
});
