import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { createCarPhotoSources } from '../media/create-car-photo-sources.js';
import { ReachDocuments } from '../reach/reach-documents.js';
import {
  GOOGLE_VEHICLE_FEED_PATH,
  META_VEHICLE_FEED_PATH,
  SITEMAP_INDEX_PATH,
  carsSitemapPath,
} from '../reach/reach-paths.js';
import { createReachRoutes } from '../reach/reach-routes.js';
import { EmbeddedStockSearch } from '../sources/stock-search/embedded/embedded-stock-search.js';

/**
 * `pnpm bench:reach`: the sitemaps and both vehicle-ads feeds of a site of 50,000 generated cars,
 * through their routes: how long the first request takes (it builds the document), the longest
 * the event loop was held meanwhile (what every other visitor of the replica waited at most),
 * the document's size as text and as kept, and a later request's time. Measured each run.
 */

const SIZE = Number(process.env.BENCH_CARS ?? 50_000);
const ORIGIN = 'https://www.example.com.au';
const REPEATS = 20;

const sites = await loadDemoSites();
const site =
  sites.find((s) => s.config.slug === process.env.BENCH_SITE) ??
  sites.find((s) => s.config.kind === 'group') ??
  sites[0]!;
const stockSearch = new EmbeddedStockSearch();
await stockSearch.replaceSiteStock(site, generateStock(site, { size: SIZE, now: new Date() }));
const route = createReachRoutes({
  stockSearch,
  carPhotos: createCarPhotoSources(),
  documents: new ReachDocuments(),
});

const request = (path: string, encoding: string) =>
  new Request(`${ORIGIN}${path}`, { headers: { 'accept-encoding': encoding } });

async function fetchBody(path: string, encoding: string) {
  const response = (await route(request(path, encoding), site))!;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

console.log(
  `Sitemaps and feeds of ${site.config.name}'s settings with ${SIZE.toLocaleString('en-AU')} generated cars, Node ${process.version}`,
);
for (const path of [SITEMAP_INDEX_PATH, GOOGLE_VEHICLE_FEED_PATH, META_VEHICLE_FEED_PATH]) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  await fetchBody(path, 'gzip');
  const buildMs = performance.now() - start;
  delay.disable();
  // The index is a few lines: its size is that of the largest part it lists, the first cars one.
  const sized = path === SITEMAP_INDEX_PATH ? carsSitemapPath(1) : path;
  const text = await fetchBody(sized, 'identity');
  const keptSize = (await fetchBody(sized, 'gzip')).byteLength;
  const repeatStart = performance.now();
  for (let i = 0; i < REPEATS; i++) await fetchBody(path, 'gzip');
  const repeatMs = (performance.now() - repeatStart) / REPEATS;
  console.log(
    [
      `\n${path}`,
      `  first request (builds it)   ${ms(buildMs)}; event loop held at most ${ms(delay.max / 1e6)}`,
      `  size${sized === path ? '' : ` of ${sized}`}  ${mb(text.byteLength)} as text, ${mb(keptSize)} gzipped as kept`,
      `  later request, gzip         ${repeatMs.toFixed(2)} ms`,
    ].join('\n'),
  );
}
