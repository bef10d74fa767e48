import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';

const PRELOADS = ['/assets/framework-1.js', '/assets/SearchPage-2.js'];
const BOOT = ['/assets/entry-client-3.js'];

const run = (code: string) => new Function(code)() as unknown;
const preloadsInHead = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const modulesInHead = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

describe('scriptsAfterFirstPaint', () => {
  let frames: FrameRequestCallback[];
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
  });

  it('starts the scripts once the first frame has been painted, not before', () => {
    run(scriptsAfterFirstPaint(PRELOADS, BOOT));
    vi.runAllTimers();
    expect(modulesInHead()).toEqual([]);
    expect(preloadsInHead()).toEqual([]);
    // The frame: its callbacks run, then it is painted; the scripts start in the task after.
    frames.splice(0).forEach((callback) => callback(performance.now()));
    expect(modulesInHead()).toEqual([]);
    vi.runAllTimers();
    expect(preloadsInHead()).toEqual(PRELOADS);
    expect(modulesInHead()).toEqual(BOOT);
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!;
    expect(preload.fetchPriority).toBe('low');
  });

  it('starts them at once on a page opened in the background, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run(scriptsAfterFirstPaint(PRELOADS, BOOT));
    expect(frames).toEqual([]);
    expect(preloadsInHead()).toEqual(PRELOADS);
    expect(modulesInHead()).toEqual(BOOT);
  });

  it('cannot be closed or broken out of by an address', () => {
    const code = scriptsAfterFirstPaint(['/assets/a</script><script>alert(1)//.js'], BOOT);
    expect(code).not.toContain('</script>');
    run(code);
    frames.splice(0).forEach((callback) => callback(performance.now()));
    vi.runAllTimers();
    expect(preloadsInHead()).toEqual(['/assets/a</script><script>alert(1)//.js']);
  });
});
