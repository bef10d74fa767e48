import { useId, useMemo } from 'react';
import { frameOf } from './map-frame';
import { PIN_HEAD_Y, PIN_PATH } from './map-pin';
import type { MapPoint } from './map-point';
import { MAP_VIEW_WIDTH, projectMap } from './map-projection';
import { spreadPins } from './spread-pins';

/** The baseline that centres a label's digits in the pin's circle. */
const PIN_LABEL_Y = PIN_HEAD_Y + 4;

/**
 * The bundled map: Australia's outline with one pin per point, each pin a link. It is plain SVG,
 * so it draws with JavaScript off and reads as a group of links to a screen reader.
 */
export function OfflineMap({
  points,
  height,
  title,
}: {
  points: readonly MapPoint[];
  height: number;
  title: string;
}) {
  const titleId = useId();
  const { outlinePath, pins } = useMemo(() => {
    const projected = projectMap(frameOf(points), height);
    return {
      outlinePath: projected.outlinePath,
      pins: spreadPins(points.map((p) => projected.project(p.longitude, p.latitude))).map(
        (at, i) => ({ point: points[i]!, at }),
      ),
    };
  }, [points, height]);

  return (
    <svg
      className="locations-map__svg"
      viewBox={`0 0 ${MAP_VIEW_WIDTH} ${height}`}
      style={{ height }}
      role="group"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{title}</title>
      <rect className="locations-map__sea" width={MAP_VIEW_WIDTH} height={height} />
      <path className="locations-map__land" d={outlinePath} />
      {pins.map(({ point, at: [x, y] }) => (
        <a
          key={point.id}
          href={point.href}
          className="locations-map__marker"
          aria-label={point.name}
        >
          <title>{point.name}</title>
          <g transform={`translate(${x} ${y})`}>
            <path className="locations-map__pin" d={PIN_PATH} />
            {point.label ? (
              <text className="locations-map__pin-label" y={PIN_LABEL_Y} textAnchor="middle">
                {point.label}
              </text>
            ) : (
              <circle className="locations-map__pin-dot" cy={PIN_HEAD_Y} r={3.5} />
            )}
          </g>
        </a>
      ))}
    </svg>
  );
}
