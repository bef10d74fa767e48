import { graphql, useFragment } from 'react-relay/hooks';
import type { SpinViewer_car$key } from '../../../__generated__/SpinViewer_car.graphql';
import { SpinCompanion } from './SpinCompanion';
import { SpinLoader } from './SpinLoader';
import { spinFrameSources } from './spin-frame-image';
import { SpinSurface } from './SpinSurface';
import { useFramePreload } from './useFramePreload';
import { useFullscreen } from './useFullscreen';
import './spin-viewer.css';

// The poster box is 4:3 in CSS; these give the browser the same ratio before styles apply.
const POSTER_RATIO_WIDTH = 4;
const POSTER_RATIO_HEIGHT = 3;

/**
 * The 360° spin: the first frame as a poster with a loader until every frame loaded, then the
 * turning spin, with a full-screen button and the companion panel that full screen shows.
 */
export function SpinViewer({
  car,
  autoRotate,
  priority,
  onFail,
}: {
  car: SpinViewer_car$key;
  /** The site lets the spin turn by itself. */
  autoRotate: boolean;
  /** The spin is the page's first view: its poster is the largest paint, fetched first. */
  priority: boolean;
  /** A frame failed to load: the spin cannot be shown. */
  onFail: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment SpinViewer_car on Car {
        name
        # src: the frame at the width the spin shows on a desktop, where srcset is not read.
        spinFrames {
          src: url(width: 960)
          srcSet
        }
        ...SpinSurface_car
        ...SpinCompanion_car
      }
    `,
    car,
  );
  const frames = data.spinFrames;
  const { loaded, ready } = useFramePreload(frames, onFail);
  const poster = frames[0];
  const { target, supported, active, toggle } = useFullscreen<HTMLDivElement>();

  return (
    <div ref={target} className={active ? 'spin spin--fullscreen' : 'spin'}>
      <div className="spin__stage">
        {ready ? (
          <SpinSurface car={data} autoRotate={autoRotate} />
        ) : (
          <>
            <img
              className="spin__image"
              src={poster?.src}
              {...spinFrameSources(poster?.srcSet)}
              alt={`${data.name}, 360° view`}
              width={POSTER_RATIO_WIDTH}
              height={POSTER_RATIO_HEIGHT}
              loading="eager"
              fetchPriority={priority ? 'high' : 'auto'}
            />
            <SpinLoader loaded={loaded} total={frames.length} />
          </>
        )}
        {ready && supported && (
          <button type="button" className="spin__fullscreen" aria-pressed={active} onClick={toggle}>
            <svg className="spin__fullscreen-icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
            </svg>
            <span className="visually-hidden">Full screen</span>
          </button>
        )}
      </div>
      <SpinCompanion car={data} visible={active} />
    </div>
  );
}
