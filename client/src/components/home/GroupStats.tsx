import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupStats_stats$key } from '../../__generated__/GroupStats_stats.graphql';
import './home-sections.css';

/** A group site's stats banner (spec 1 §1): 50+ locations, 40+ brands, 30+ years. */
export function GroupStats({ stats }: { stats: GroupStats_stats$key }) {
  const { heading, items } = useFragment(
    graphql`
      fragment GroupStats_stats on HomeStats {
        heading
        items {
          value
          label
        }
      }
    `,
    stats,
  );
  return (
    <section className="group-stats" aria-labelledby="group-stats-heading">
      <h2 id="group-stats-heading" className="visually-hidden">
        {heading}
      </h2>
      <ul className="group-stats__list">
        {items.map((item) => (
          <li key={item.label} className="group-stats__item">
            <span className="group-stats__value">{item.value}</span>{' '}
            <span className="group-stats__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
