import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from '../../routing/Link';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FacetList_values$key } from '../../__generated__/FacetList_values.graphql';
import { useSearchNavigation } from './search-navigation';
import { toggleRefinement } from '../../search-url/search-state-updates';
import { formatCount } from '@forecourt/schema/numbers/format-count';

/** Values shown before a long list is expanded. */
export const VISIBLE_FACET_VALUES = 10;

/** A checkbox toggles on Space; as a link, the option also follows on Enter. */
function toggleOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * One facet's values as checkboxes with counts; ticking one refines the search. Each value is a
 * link to the search with it toggled (the URL the script would go to), announced as a checkbox:
 * without JavaScript it is a plain link the server answers, with it the router follows it in
 * the page.
 */
export function FacetList({
  values,
  filterField,
  legend,
  hideLegend = false,
}: {
  values: FacetList_values$key;
  /** The CarFilters field the values go into. */
  filterField: string;
  legend: string;
  /** When the section heading already says what the list is. */
  hideLegend?: boolean;
}) {
  const items = useFragment(
    graphql`
      fragment FacetList_values on CarFacetValue @relay(plural: true) {
        value
        label
        count
        selected
      }
    `,
    values,
  );
  const { state, urlOf } = useSearchNavigation();
  const listId = useId();
  const isLong = items.length > VISIBLE_FACET_VALUES;
  // A selection beyond the first values starts expanded, so it is never hidden.
  const [expanded, setExpanded] = useState(() =>
    items.slice(VISIBLE_FACET_VALUES).some((item) => item.selected),
  );
  const shown = isLong && !expanded ? items.slice(0, VISIBLE_FACET_VALUES) : items;

  return (
    <fieldset className="facet-list">
      <legend className={hideLegend ? 'visually-hidden' : 'facet-list__legend'}>{legend}</legend>
      <ul id={listId} className="facet-list__values">
        {shown.map((item) => (
          <li key={item.value}>
            {item.count === 0 && !item.selected ? (
              <span
                className="facet-option facet-option--unavailable"
                role="checkbox"
                aria-checked="false"
                aria-disabled="true"
              >
                <span className="facet-option__box" aria-hidden="true" />
                <span className="facet-option__label">{item.label}</span>{' '}
                <span className="facet-option__count">({formatCount(item.count)})</span>
              </span>
            ) : (
              // A selected value matching nothing stays a link so it can be unticked.
              <Link
                className="facet-option"
                to={urlOf(toggleRefinement(state, filterField, item.value))}
                preventScrollReset
                rel="nofollow"
                role="checkbox"
                aria-checked={item.selected}
                onKeyDown={toggleOnSpace}
              >
                <span className="facet-option__box" aria-hidden="true" />
                <span className="facet-option__label">{item.label}</span>{' '}
                <span className="facet-option__count">({formatCount(item.count)})</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
      {isLong && (
        <button
          type="button"
          className="facet-list__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show fewer' : `Show all ${items.length}`}
        </button>
      )}
    </fieldset>
  );
}
