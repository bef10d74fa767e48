import { useId, useState } from 'react';
import { CollapseToggle } from '../info/CollapseToggle';
import { cutAtWord } from '../info/cut-at-word';

export const DISCLAIMER_MORE_LABEL = 'Show more';
export const DISCLAIMER_LESS_LABEL = 'Show less';

/**
 * The lender's finance disclaimer. Sites that set a length (spec 1 §4: 197 characters) show it
 * cut at a word until the shopper asks for the rest; others show it whole.
 */
export function FinanceDisclaimer({
  text,
  collapseAt,
}: {
  text: string;
  /** Characters shown before the toggle; null: never collapsed. */
  collapseAt: number | null;
}) {
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = collapseAt !== null && text.length > collapseAt;
  const shown = collapsible && !expanded ? cutAtWord(text, collapseAt) : text;
  return (
    <div className="finance-calculator__disclaimer">
      <p id={textId}>{shown}</p>
      {collapsible && (
        <CollapseToggle
          expanded={expanded}
          controls={textId}
          onToggle={() => setExpanded((open) => !open)}
          showLabel={DISCLAIMER_MORE_LABEL}
          hideLabel={DISCLAIMER_LESS_LABEL}
        />
      )}
    </div>
  );
}
