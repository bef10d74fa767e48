import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './content-security-policy.js';

let site: Site;
beforeAll(async () => {
  site = (await loadDemoSites()).find((s) => s.config.slug === 'northside-used-cars')!;
});

const withPixel = (template: Site, metaPixelId: string | null): Site => ({
  ...template,
  config: siteConfigSchema.parse({ ...template.config, analytics: { metaPixelId } }),
});

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the page policy and the Meta pixel', () => {
  it('lets a site with a pixel load Meta’s script and report to Meta, and nothing more', () => {
    const policy = pageContentSecurityPolicy(withPixel(site, '123456789'), 'bm9uY2U=');
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      'https://connect.facebook.net',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://www.facebook.com']);
    expect(directive(policy, 'img-src')).toContain('https://www.facebook.com');
  });

  it('allows Meta nothing on a site without a pixel', () => {
    const policy = pageContentSecurityPolicy(withPixel(site, null), 'bm9uY2U=');
    expect(policy).not.toContain('facebook');
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-bm9uY2U='"]);
  });
});

const withMap = (template: Site, locations: Record<string, unknown>): Site => ({
  ...template,
  config: siteConfigSchema.parse({ ...template.config, locations }),
});

describe('the page policy and an interactive map', () => {
  it('lets MapLibre reach the style’s origin and the listed tile origins, and run its worker', () => {
    const policy = pageContentSecurityPolicy(
      withMap(site, {
        mapStyleUrl: 'https://maps.example.com/styles/liberty.json',
        mapTileOrigins: ['https://tiles.example.net/planet', 'https://maps.example.com/fonts'],
      }),
      'bm9uY2U=',
    );
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://maps.example.com',
      'https://tiles.example.net',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://tiles.example.net');
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('allows no map provider and no blob worker on the offline map', () => {
    const policy = pageContentSecurityPolicy(withMap(site, {}), 'bm9uY2U=');
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'worker-src')).toBeUndefined();
  });
});
