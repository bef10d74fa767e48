import { SHEET_HEADINGS } from '@forecourt/schema/print/vehicle-sheet-content';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PrintFeatures_car$key } from '../../__generated__/PrintFeatures_car.graphql';

/** Every feature of the vehicle, in columns (paper has no "Show All"); nothing when it has none. */
export function PrintFeatures({ car }: { car: PrintFeatures_car$key }) {
  const { features } = useFragment(
    graphql`
      fragment PrintFeatures_car on Car {
        features
      }
    `,
    car,
  );
  const headingId = useId();
  if (features.length === 0) return null;
  return (
    <section className="print-sheet__section" aria-labelledby={headingId}>
      <h2 className="print-sheet__heading" id={headingId}>
        {SHEET_HEADINGS.features}
      </h2>
      <ul className="print-sheet__features">
        {features.map((feature, i) => (
          // Feeds may repeat a feature: the position keeps keys unique.
          <li key={`${i}-${feature}`}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}
