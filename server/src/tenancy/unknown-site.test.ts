import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteRegistry } from './site-registry.js';
import { unknownSiteResponse } from './unknown-site.js';

const request = new Request('http://nowhere.example/cars');

describe('unknownSiteResponse', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('does not name the platform’s sites in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const registry = new SiteRegistry(await loadDemoSites());
    const response = unknownSiteResponse(request, registry);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).toContain('No site is served at host \\"nowhere.example\\".');
    for (const site of registry.sites) {
      expect(text).not.toContain(site.config.slug);
      for (const domain of site.config.domains) expect(text).not.toContain(domain);
    }
  });

  it('names the development hosts outside production', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const registry = new SiteRegistry(await loadDemoSites());
    const text = await unknownSiteResponse(request, registry).text();
    expect(text).toContain('coastal-motor-group.localhost');
  });
});
