import { formatCount } from '@forecourt/schema/numbers/format-count';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SalesCounterBanner_site$key } from '../../__generated__/SalesCounterBanner_site.graphql';
import { useSalesCount } from './useSalesCount';
import './sales-counter-banner.css';

/**
 * The "Sales this Month" banner (spec 2 §2, §4, §9), on sites that show it; nothing otherwise.
 * The server renders its figure, the browser keeps it current (see useSalesCount). The figure
 * counting up is hidden from screen readers; a polite status says each new figure once.
 */
export function SalesCounterBanner({ site }: { site: SalesCounterBanner_site$key }) {
  const { salesCounter } = useFragment(
    graphql`
      fragment SalesCounterBanner_site on Site {
        salesCounter {
          title
          count
          computedAt
          salesPerDay
          secondsPerSale
        }
      }
    `,
    site,
  );
  if (!salesCounter) return null;
  return <SalesCounterFigure counter={salesCounter} />;
}

function SalesCounterFigure({
  counter,
}: {
  counter: {
    title: string;
    count: number;
    computedAt: string;
    salesPerDay: number;
    secondsPerSale: number;
  };
}) {
  const titleId = useId();
  const { shown, settled } = useSalesCount(
    { count: counter.count, computedAt: counter.computedAt },
    counter.salesPerDay,
    counter.secondsPerSale,
  );
  return (
    <section className="sales-counter" aria-labelledby={titleId}>
      <h2 className="sales-counter__title" id={titleId}>
        {counter.title}
      </h2>
      <p className="sales-counter__figure">
        <span aria-hidden="true" data-sales-count={shown}>
          {formatCount(shown)}
        </span>
        <span className="visually-hidden" role="status">
          {formatCount(settled)}
        </span>
      </p>
    </section>
  );
}
