import { useMemo } from 'react';
import { QUIET_ZONE_MODULES as QUIET_ZONE, qrCodeRuns } from '@forecourt/schema/print/qr-code-runs';

/** A QR code to the vehicle's page, drawn as inline SVG, with the address printed under it. */
export function VehicleQrCode({ url }: { url: string }) {
  const { size, runs } = useMemo(() => qrCodeRuns(url), [url]);
  const box = size + 2 * QUIET_ZONE;
  return (
    <figure className="vehicle-qr">
      <svg
        className="vehicle-qr__code"
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
        role="img"
        aria-label="QR code of this vehicle’s page"
        shapeRendering="crispEdges"
      >
        {runs.map(({ x, y, length }) => (
          <rect key={`${x},${y}`} x={x} y={y} width={length} height={1} />
        ))}
      </svg>
      <figcaption className="vehicle-qr__url">
        <a href={url}>{url}</a>
      </figcaption>
    </figure>
  );
}
