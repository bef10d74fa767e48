import { graphql, useFragment } from 'react-relay/hooks';
import type { SpinCompanion_car$key } from '../../../__generated__/SpinCompanion_car.graphql';

/**
 * The panel beside the spin in full screen (spec 1 §4: entering full screen toggles a companion
 * element): the vehicle's name and its hotspots, numbered as on the spin.
 */
export function SpinCompanion({
  car,
  visible,
}: {
  car: SpinCompanion_car$key;
  /** Shown only while the viewer is full screen. */
  visible: boolean;
}) {
  const { name, hotspots } = useFragment(
    graphql`
      fragment SpinCompanion_car on Car {
        name
        hotspots {
          id
          description
        }
      }
    `,
    car,
  );
  return (
    <aside className="spin-companion" aria-label="About this vehicle" hidden={!visible}>
      <h2 className="spin-companion__title">{name}</h2>
      {hotspots.length > 0 && (
        <ol className="spin-companion__hotspots">
          {hotspots.map((hotspot) => (
            <li key={hotspot.id}>{hotspot.description}</li>
          ))}
        </ol>
      )}
    </aside>
  );
}
