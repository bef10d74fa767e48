import { useId, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SpinHotspots_car$key } from '../../../__generated__/SpinHotspots_car.graphql';

/**
 * The hotspots placed on the spin's current frame: a numbered button at each spot that discloses
 * what it shows. Numbers follow the car's hotspot list, as in the full-screen companion panel.
 */
export function SpinHotspots({
  car,
  frame,
  onOpen,
}: {
  car: SpinHotspots_car$key;
  /** Index of the frame on show. */
  frame: number;
  /** The shopper opened a hotspot. */
  onOpen: () => void;
}) {
  const { hotspots } = useFragment(
    graphql`
      fragment SpinHotspots_car on Car {
        hotspots {
          id
          description
          positions {
            activeAngle
            posX
            posY
          }
        }
      }
    `,
    car,
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const idPrefix = useId();

  const onFrame = hotspots.flatMap((hotspot, index) => {
    const position = hotspot.positions.find((spot) => spot.activeAngle === frame);
    return position ? [{ hotspot, number: index + 1, position }] : [];
  });
  if (onFrame.length === 0) return null;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpenId(null);
  };

  return (
    <ul className="spin-hotspots" aria-label="Hotspots on this view">
      {onFrame.map(({ hotspot, number, position }) => {
        const open = openId === hotspot.id;
        const descriptionId = `${idPrefix}-${number}`;
        // Bubbles open towards the middle of the frame so they stay inside it.
        const className = [
          'spin-hotspot',
          position.posX > 0.5 && 'spin-hotspot--left',
          position.posY > 0.5 && 'spin-hotspot--above',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li
            key={hotspot.id}
            className={className}
            style={{ left: `${position.posX * 100}%`, top: `${position.posY * 100}%` }}
          >
            <button
              type="button"
              className="spin-hotspot__button"
              aria-expanded={open}
              aria-controls={descriptionId}
              onClick={() => {
                onOpen();
                setOpenId(open ? null : hotspot.id);
              }}
              onKeyDown={closeOnEscape}
            >
              <span className="visually-hidden">Hotspot </span>
              {number}
            </button>
            <p id={descriptionId} className="spin-hotspot__description" hidden={!open}>
              {hotspot.description}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
