import type { Browser } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { openHydrated } from '../../e2e/support/hydration.js';

/** What a throttled phone observed of one load, in ms from navigation. */
export interface PhoneLoad {
  /** The largest contentful paint until the page hydrated. */
  lcpMs: number;
  /** When <html data-hydrated> was set: the page's controls are live (client/src/Document.tsx). */
  hydratedMs: number;
}

/**
 * One load of `url` on a phone: Chromium throttled as Lighthouse's mobile preset describes a phone
 * on slow 4G (its request-level figures, as DevTools applies them: 562.5 ms per request, about 1.4
 * Mbit/s down, the CPU 4× slower), with its screen. Lighthouse itself simulates the load from an
 * unthrottled trace; these figures are observed, so what the page's head makes the browser fetch,
 * and when, shows in them.
 */
export async function measurePhoneLoad(browser: Browser, url: string): Promise<PhoneLoad> {
  const phone = throttling.mobileSlow4G;
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phone.requestLatencyMs,
      downloadThroughput: (phone.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (phone.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdownMultiplier });
    // Notes the moments themselves, rather than when a poll of the test would find them. It
    // watches the document: the script runs before the page's <html> element exists.
    await page.addInitScript(() => {
      const noted: Record<string, number> = {};
      Reflect.set(window, 'phoneLoad', noted);
      new PerformanceObserver((entries) => {
        if (noted.hydratedMs === undefined) noted.lcpMs = entries.getEntries().at(-1)!.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        noted.hydratedMs = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
    });
    await openHydrated(page, url);
    const noted = await page.evaluate(() => Reflect.get(window, 'phoneLoad') as Partial<PhoneLoad>);
    if (noted.lcpMs === undefined || noted.hydratedMs === undefined) {
      throw new Error(`${url}: no largest paint or hydration was observed`);
    }
    return { lcpMs: noted.lcpMs, hydratedMs: noted.hydratedMs };
  } finally {
    await context.close();
  }
}
