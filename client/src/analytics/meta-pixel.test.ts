import { afterEach, describe, expect, it } from 'vitest';
import {
  META_PIXEL_SCRIPT,
  resetMetaPixelForTests,
  startMetaPixel,
  trackMetaPixel,
} from './meta-pixel';

const pixelScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src === META_PIXEL_SCRIPT);

afterEach(() => {
  resetMetaPixelForTests();
  pixelScripts().forEach((script) => script.remove());
});

describe('the Meta pixel', () => {
  it('starts with init before any event, even events sent before it started', () => {
    trackMetaPixel('ViewContent', { content_ids: ['car-1'] });
    expect(window.fbq).toBeUndefined();
    startMetaPixel('123456789');
    trackMetaPixel('PageView');
    expect(window.fbq!.queue).toEqual([
      ['init', '123456789'],
      ['track', 'ViewContent', { content_ids: ['car-1'] }],
      ['track', 'PageView'],
    ]);
    expect(pixelScripts()).toHaveLength(1);
  });

  it('starts once per page load', () => {
    startMetaPixel('123456789');
    startMetaPixel('123456789');
    expect(window.fbq!.queue).toEqual([['init', '123456789']]);
    expect(pixelScripts()).toHaveLength(1);
  });

  it('loads and sends nothing on a site without a pixel, dropping what waited', () => {
    trackMetaPixel('ViewContent', { content_ids: ['car-1'] });
    startMetaPixel(null);
    trackMetaPixel('AddToWishlist', { content_ids: ['car-1'] });
    expect(window.fbq).toBeUndefined();
    expect(pixelScripts()).toHaveLength(0);
  });
});
