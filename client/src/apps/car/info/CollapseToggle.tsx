import './vehicle-info.css';

/** The button that opens or closes the rest of a collapsed block (key information, features…). */
export function CollapseToggle({
  expanded,
  controls,
  onToggle,
  showLabel,
  hideLabel,
}: {
  expanded: boolean;
  /** Id of the element whose content the button shows or hides. */
  controls: string;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
}) {
  return (
    <button
      type="button"
      className="vehicle-info__toggle"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? hideLabel : showLabel}
    </button>
  );
}
