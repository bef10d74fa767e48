import { loadSites } from './src/load-sites.js';
import { generateStock } from './src/stock/generate-stock.js';
const sites = await loadSites();
const now = new Date('2026-11-20T00:00:00Z');
const t = performance.now();
const cars = generateStock(sites[0]!, { size: Number(process.env.N ?? 100_000), now });
console.log('100k', (performance.now() - t).toFixed(0), 'ms', cars.length);
