import { graphql, useFragment } from 'react-relay/hooks';
import type { CarTagBadge_car$key } from '../../__generated__/CarTagBadge_car.graphql';
import './car-card.css';

/** Custom tags come red or green; any other value keeps the theme's tag colour. */
const COLOUR_CLASSES: Readonly<Record<string, string>> = {
  red: 'car-tag--red',
  green: 'car-tag--green',
};

/** The one tag a vehicle carries (spec 1 §4), chosen on the server; nothing when it has none. */
export function CarTagBadge({ car }: { car: CarTagBadge_car$key }) {
  const { tag } = useFragment(
    graphql`
      fragment CarTagBadge_car on Car {
        tag {
          kind
          label
          colour
        }
      }
    `,
    car,
  );
  if (!tag) return null;
  const certified = tag.kind === 'CERTIFIED_PRE_OWNED';
  const colourClass = tag.colour ? COLOUR_CLASSES[tag.colour.toLowerCase()] : undefined;
  // The certified tag stands for the manufacturer's program, so it looks like a badge, not a pill.
  const modifier = certified ? 'car-tag--certified' : colourClass;
  return (
    <span className={modifier ? `car-tag ${modifier}` : 'car-tag'}>
      {certified && (
        <svg className="car-tag__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M8 1l1.8 1.3 2.2-.1.7 2.1 1.8 1.3-.7 2.1.7 2.1-1.8 1.3-.7 2.1-2.2-.1L8 15l-1.8-1.3-2.2.1-.7-2.1L1.5 10.4l.7-2.1-.7-2.1 1.8-1.3.7-2.1 2.2.1z"
            fill="currentColor"
          />
          <path d="M5.2 8.2l1.9 1.9 3.8-3.9" fill="none" stroke="#fff" strokeWidth="1.6" />
        </svg>
      )}
      {tag.label}
    </span>
  );
}
