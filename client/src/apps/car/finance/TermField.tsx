import { boundsHelpText, termYearOptions } from '@forecourt/schema/finance/calculator-bounds';
import { formatYears } from '../../../components/finance/finance-format';

interface TermBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly options: readonly number[];
}

/** True when the options are every step of the range, i.e. the site keeps no list of its own. */
function isEvenRange(term: TermBounds): boolean {
  if (term.min <= 0 || term.min > term.max || term.step <= 0) return false;
  const steps = termYearOptions(term);
  return steps.length === term.options.length && steps.every((y, i) => y === term.options[i]);
}

/**
 * The loan term in years: a native slider over the term's steps, or a select when the site lists
 * its own year increments (spec 1 §5), whose uneven gaps a slider would misrepresent.
 */
export function TermField({
  id,
  term,
  years,
  onYearsChange,
}: {
  id: string;
  term: TermBounds;
  years: number;
  onYearsChange: (years: number) => void;
}) {
  const options = term.options;
  const index = Math.max(0, options.indexOf(years));
  const helpId = `${id}-help`;

  if (!isEvenRange(term)) {
    return (
      <div className="finance-field">
        <label className="finance-field__label" htmlFor={id}>
          Loan term
        </label>
        <select
          id={id}
          className="finance-field__input"
          value={String(years)}
          onChange={(event) => onYearsChange(Number(event.target.value))}
        >
          {options.map((option) => (
            <option key={option} value={String(option)}>
              {formatYears(option)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="finance-field">
      <label className="finance-field__label" htmlFor={id}>
        Loan term
      </label>
      <div className="finance-field__control">
        {/* The slider moves over the options' positions, so every stop is one of them. */}
        <input
          id={id}
          className="finance-field__range"
          type="range"
          min={0}
          max={options.length - 1}
          step={1}
          value={index}
          aria-valuetext={formatYears(years)}
          aria-describedby={helpId}
          onChange={(event) => {
            const picked = options[Number(event.target.value)];
            if (picked !== undefined) onYearsChange(picked);
          }}
        />
        {/* Screen readers hear the slider's own value text; this is the same for the eye. */}
        <span className="finance-field__output" aria-hidden="true">
          {formatYears(years)}
        </span>
      </div>
      <p className="finance-field__help" id={helpId}>
        {boundsHelpText(term)}
      </p>
    </div>
  );
}
