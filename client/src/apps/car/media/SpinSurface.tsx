import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SpinSurface_car$key } from '../../../__generated__/SpinSurface_car.graphql';
import { SpinHotspots } from './SpinHotspots';
import { spinFrameSources } from './spin-frame-image';
import { frameAngle, wrapFrame } from './spin-frames';
import { useAutoRotate } from './useAutoRotate';
import { useSpinDrag } from './useSpinDrag';

/** Frames turned per key press. */
const KEY_STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

// The frame box is 4:3 in CSS; these give the browser the same ratio before styles apply.
const FRAME_RATIO_WIDTH = 4;
const FRAME_RATIO_HEIGHT = 3;

/**
 * The loaded spin: turns by itself until the shopper's first touch, drag or key press, then by
 * dragging sideways or with the arrow keys, round and round.
 */
export function SpinSurface({
  car,
  autoRotate,
}: {
  car: SpinSurface_car$key;
  /** The site lets the spin turn by itself. */
  autoRotate: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment SpinSurface_car on Car {
        # The same selection as the viewer's preload, so each frame shows from the browser's cache.
        spinFrames {
          src: url(width: 960)
          srcSet
        }
        ...SpinHotspots_car
      }
    `,
    car,
  );
  const frames = data.spinFrames;
  const count = frames.length;
  const [frame, setFrame] = useState(0);
  const [touched, setTouched] = useState(false);
  const helpId = useId();

  const touch = useCallback(() => setTouched(true), []);
  const advance = useCallback(() => setFrame((current) => wrapFrame(current + 1, count)), [count]);
  useAutoRotate(autoRotate && !touched, advance);
  const drag = useSpinDrag({ frame, count, onFrame: setFrame, onStart: touch });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    touch();
    setFrame((current) => wrapFrame(current + step, count));
  };

  const angle = frameAngle(frame, count);
  const shown = frames[frame];
  return (
    <div className="spin__surface">
      <div
        className="spin__frame"
        role="slider"
        tabIndex={0}
        aria-roledescription="360° view"
        aria-label={`360° view, ${angle}°`}
        aria-describedby={helpId}
        aria-valuemin={0}
        aria-valuemax={frameAngle(count - 1, count)}
        aria-valuenow={angle}
        aria-valuetext={`${angle}°`}
        onKeyDown={onKeyDown}
        {...drag}
      >
        <img
          className="spin__image"
          src={shown?.src}
          {...spinFrameSources(shown?.srcSet)}
          alt=""
          width={FRAME_RATIO_WIDTH}
          height={FRAME_RATIO_HEIGHT}
          draggable={false}
        />
      </div>
      <p id={helpId} className="visually-hidden">
        Drag sideways or use the left and right arrow keys to turn the vehicle.
      </p>
      <SpinHotspots car={data} frame={frame} onOpen={touch} />
      {!touched && (
        <p className="spin__hint" aria-hidden="true">
          Swipe to spin
        </p>
      )}
    </div>
  );
}
