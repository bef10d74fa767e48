import { useEffect, useMemo, useRef, useState } from 'react';
import { frameOf } from './map-frame';
import type { MapPoint } from './map-point';
import { OfflineMap } from './OfflineMap';
import './locations-map.css';

export type { MapPoint } from './map-point';

/** Spec 2 §9: the location hero's map is 230 px high. */
export const HERO_MAP_HEIGHT = 230;

type InteractiveState = 'off' | 'loading' | 'ready' | 'failed';

/**
 * A map of locations with a pin (a link) for each. By default it is the bundled offline map,
 * drawn while the page renders on the server. With `styleUrl` (a MapLibre style, a site setting)
 * it loads MapLibre once the page has hydrated and lays the interactive map over the drawing,
 * which stays as the fallback until the first frame draws, and for good if loading fails.
 */
export function LocationsMap({
  points,
  height,
  styleUrl,
  title = points.length === 1 ? `Map of ${points[0]!.name}` : 'Map of our locations',
}: {
  points: readonly MapPoint[];
  /** Height in CSS pixels, e.g. HERO_MAP_HEIGHT. */
  height: number;
  /** A MapLibre style URL; none: the offline map only. */
  styleUrl?: string | null;
  /** The map's accessible name. */
  title?: string;
}) {
  const interactiveRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<InteractiveState>(styleUrl ? 'loading' : 'off');
  // Keyed on the points' content, so a parent that builds a new array on each render does not
  // make the interactive map start over.
  const pointsKey = JSON.stringify(points);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- pointsKey stands for points
  const stablePoints = useMemo(() => points, [pointsKey]);
  const frame = useMemo(() => frameOf(stablePoints), [stablePoints]);

  useEffect(() => {
    const container = interactiveRef.current;
    if (!styleUrl || !container) return;
    setState('loading');
    let cancelled = false;
    let unmount: (() => void) | undefined;
    // MapLibre is large (WebGL, workers): only a page that shows an interactive map fetches it,
    // and only after hydration, so the drawing is on screen and usable first.
    import('./interactive-map')
      .then(({ mountInteractiveMap }) => {
        if (cancelled) return;
        unmount = mountInteractiveMap(container, {
          styleUrl,
          points: stablePoints,
          frame,
          onReady: () => !cancelled && setState('ready'),
          onError: () => !cancelled && setState('failed'),
        });
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [styleUrl, stablePoints, frame]);

  const ready = state === 'ready';
  return (
    <figure className="locations-map" style={{ height }}>
      {ready ? null : <OfflineMap points={stablePoints} height={height} title={title} />}
      {styleUrl && state !== 'failed' ? (
        <div
          ref={interactiveRef}
          className="locations-map__interactive"
          data-ready={ready}
          role="group"
          aria-label={title}
          aria-hidden={!ready}
        />
      ) : null}
    </figure>
  );
}
