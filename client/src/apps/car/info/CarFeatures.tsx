import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarFeatures_car$key } from '../../../__generated__/CarFeatures_car.graphql';
import { CollapseToggle } from './CollapseToggle';
import './vehicle-info.css';

/** Spec 1 §4: the feature list shows 8 items until "Show All". */
export const FEATURES_VISIBLE = 8;

/** The vehicle's equipment and features; nothing when it lists none. */
export function CarFeatures({ car }: { car: CarFeatures_car$key }) {
  const { features } = useFragment(
    graphql`
      fragment CarFeatures_car on Car {
        features
      }
    `,
    car,
  );
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (features.length === 0) return null;
  const shown = expanded ? features : features.slice(0, FEATURES_VISIBLE);

  return (
    <section className="vehicle-info renders-near-screen" aria-labelledby={headingId}>
      <h2 className="vehicle-info__heading" id={headingId}>
        Features
      </h2>
      <ul className="vehicle-info__features" id={listId}>
        {shown.map((feature, i) => (
          // Feeds may repeat a feature: the position keeps keys unique.
          <li key={`${i}-${feature}`}>{feature}</li>
        ))}
      </ul>
      {features.length > FEATURES_VISIBLE && (
        <CollapseToggle
          expanded={expanded}
          controls={listId}
          onToggle={() => setExpanded((open) => !open)}
          showLabel="Show All"
          hideLabel="Hide"
        />
      )}
    </section>
  );
}
