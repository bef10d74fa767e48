import type { LeadCheckOption, LeadFormOptions } from './lead-form-options.js';

/**
 * Spec 2 §5: the form's check options are collected into the lead's additional_services; a form
 * whose options show as radio buttons holds the one choice in a helper field, which the lead
 * drops.
 */

/** The check options the shopper ticked, by option name (check-box forms). */
export type TickedCheckOptions = Readonly<Record<string, boolean | undefined>>;

/** The form fields that carry check options; none of them reaches the lead. */
export interface CheckOptionFields {
  /** Check-box forms: each option's box, by name. */
  checkOptions?: TickedCheckOptions;
  /** Radio forms: the helper field holding the chosen option's name ('' for none). */
  checkOptionChoice?: string;
}

type CheckOptionSettings = Pick<LeadFormOptions, 'checkOptions' | 'checkOptionsAsRadio'>;

/** The labels of the chosen options, in the form's order. */
export function collectAdditionalServices(
  fields: CheckOptionFields,
  settings: CheckOptionSettings,
): string[] {
  const chosen = (option: LeadCheckOption): boolean =>
    settings.checkOptionsAsRadio
      ? fields.checkOptionChoice === option.name
      : fields.checkOptions?.[option.name] === true;
  return settings.checkOptions.filter(chosen).map((option) => option.label);
}

/** A form value with its check options folded into additionalServices and the helpers dropped. */
export function foldCheckOptions<T extends CheckOptionFields>(
  value: T,
  settings: CheckOptionSettings,
): Omit<T, keyof CheckOptionFields> & { additionalServices: string[] } {
  const { checkOptions: _ticked, checkOptionChoice: _choice, ...rest } = value;
  return { ...rest, additionalServices: collectAdditionalServices(value, settings) };
}
