import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import maplibreStylesheet from 'maplibre-gl/dist/maplibre-gl.css?url';
import maplibreWorker from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { MapFrame } from './map-frame';
import type { MapPoint } from './map-point';
import { PIN_PATH } from './map-pin';

/** What the page asks of the interactive map; the answer is a function that removes it. */
export interface InteractiveMapOptions {
  styleUrl: string;
  points: readonly MapPoint[];
  frame: MapFrame;
  /** The first frame has drawn: the bundled map beneath may be hidden. */
  onReady: () => void;
  /** The style or its tiles could not load: the bundled map stays. */
  onError: () => void;
}

/**
 * MapLibre's own stylesheet, linked once and only on pages that draw an interactive map, so the
 * site's one stylesheet does not carry it for every page.
 */
function linkStylesheet(): void {
  if (document.querySelector(`link[href="${maplibreStylesheet}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = maplibreStylesheet;
  document.head.append(link);
}

/** Draws a MapLibre map of the points in `container`, each marker a link like the bundled map's. */
export function mountInteractiveMap(
  container: HTMLElement,
  { styleUrl, points, frame, onReady, onError }: InteractiveMapOptions,
): () => void {
  linkStylesheet();
  // The worker is served from the site's own origin as a file of the build, which the page's
  // Content-Security-Policy allows (a worker made from a blob would need a wider policy).
  setWorkerUrl(maplibreWorker);
  const map = new MapLibreMap({
    container,
    style: styleUrl,
    bounds: [
      [frame.west, frame.south],
      [frame.east, frame.north],
    ],
    fitBoundsOptions: { padding: 32 },
    attributionControl: { compact: true },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  for (const point of points) {
    const link = document.createElement('a');
    link.href = point.href;
    link.className = 'locations-map__interactive-marker';
    link.setAttribute('aria-label', point.name);
    link.title = point.name;
    link.innerHTML = `<svg viewBox="-11 -29 22 30" width="22" height="30" aria-hidden="true"><path class="locations-map__pin" d="${PIN_PATH}"/></svg>`;
    new Marker({ element: link, anchor: 'bottom' })
      .setLngLat([point.longitude, point.latitude])
      .addTo(map);
  }
  let ready = false;
  map.once('load', () => {
    ready = true;
    onReady();
  });
  map.on('error', () => {
    if (!ready) onError();
  });
  return () => map.remove();
}
