import { useId, useState, type ReactNode } from 'react';
import './search-facets.css';

/**
 * One facet section: a native disclosure (`<details>`) under its heading, inside a region named
 * by that heading. The browser opens and closes it, so it needs no script and works before
 * hydration.
 */
export function FacetSection({
  heading,
  openOnArrival,
  children,
}: {
  heading: string;
  /** Whether the section starts open; later changes don't reopen or close it under the shopper. */
  openOnArrival: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  // Read once: after that the shopper owns the open state, which React must not reset.
  const [open] = useState(openOnArrival);
  return (
    <section className="facet" aria-labelledby={headingId}>
      <details className="facet__details" open={open}>
        <summary className="facet__summary">
          <h3 id={headingId} className="facet__heading">
            {heading}
          </h3>
          <span className="facet__chevron" aria-hidden="true" />
        </summary>
        <div className="facet__body">{children}</div>
      </details>
    </section>
  );
}
