import { fileURLToPath } from 'node:url';
import { loadSites } from '@forecourt/tenants/load-sites';
import type { Site } from '@forecourt/tenants/site';
import { CATALOGUE_MAKE_NAMES } from './stock/catalogue/vehicle-catalogue.js';

/** The demo sites' folders: what the platform serves unless it is given other sites. */
export const DEMO_SITES_DIR = fileURLToPath(new URL('../sites', import.meta.url));

/** Loads the demo sites (or the sites of `sitesDir`), their generated stock checked against the catalogue. */
export function loadDemoSites(sitesDir: string = DEMO_SITES_DIR): Promise<Site[]> {
  return loadSites(sitesDir, { generatedStockMakes: CATALOGUE_MAKE_NAMES });
}
