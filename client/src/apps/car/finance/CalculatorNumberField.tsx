import {
  boundsHelpText,
  clampToBounds,
  parseClamped,
  snapToStep,
} from '@forecourt/schema/finance/calculator-bounds';
import { parseAmount } from '@forecourt/schema/money/parse-amount';
import type { KeyboardEvent } from 'react';

/** Arrow keys move the figure by one step of the site's bounds, as a native number field does. */
const STEP_KEYS: Readonly<Record<string, 1 | -1>> = { ArrowUp: 1, ArrowDown: -1 };

/**
 * One typed figure of the finance calculator (an amount or a rate): a labelled text input with
 * its unit beside it and the bounds as help text. The calculator reads the clamped value as the
 * shopper types; when they leave the field it shows that clamped value, formatted. A text input
 * rather than type="number", so "$45,000" can be typed and shown.
 */
export function CalculatorNumberField({
  id,
  label,
  min,
  max,
  step,
  text,
  onTextChange,
  formatBound,
  formatValue,
  prefix,
  suffix,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  text: string;
  /** The shopper changed the figure: typed, stepped, or left it and it was corrected. */
  onTextChange: (text: string) => void;
  /** How the help text writes min and max ("$1,000"). */
  formatBound?: (value: number) => string;
  /** How the field shows its value after leaving it ("45,000"). */
  formatValue: (value: number) => string;
  prefix?: string;
  suffix?: string;
}) {
  const bounds = { min, max, step };
  const helpId = `${id}-help`;
  const typed = parseAmount(text);
  // Flagged while the shopper's figure is beyond the bounds; leaving the field corrects it.
  const outOfBounds = clampToBounds(typed, bounds) !== typed;

  function stepWithKeys(event: KeyboardEvent<HTMLInputElement>) {
    const direction = STEP_KEYS[event.key];
    if (!direction) return;
    event.preventDefault();
    const current = parseClamped(text, bounds);
    onTextChange(formatValue(snapToStep(current + direction * step, bounds)));
  }

  function correctOnLeave() {
    const corrected = formatValue(parseClamped(text, bounds));
    // Leaving an untouched field changes nothing, and so does not count as using it.
    if (corrected !== text) onTextChange(corrected);
  }

  return (
    <div className="finance-field">
      <label className="finance-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="finance-field__control">
        {prefix && (
          <span className="finance-field__unit" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          className="finance-field__input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-describedby={helpId}
          aria-invalid={outOfBounds}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={stepWithKeys}
          onBlur={correctOnLeave}
        />
        {suffix && (
          <span className="finance-field__unit" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <p
        className={
          outOfBounds ? 'finance-field__help finance-field__help--warn' : 'finance-field__help'
        }
        id={helpId}
      >
        {boundsHelpText(bounds, formatBound)}
      </p>
    </div>
  );
}
