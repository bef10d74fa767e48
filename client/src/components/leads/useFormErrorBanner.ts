import { FORM_SUBMIT_FAILED_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FormErrorBannerState } from './FormErrorBanner';
import { flattenFieldErrors, type LeadFieldError } from './lead-form-values';

/** The banner, and whether it takes the focus (when no input does). */
export type FormBanner = FormErrorBannerState & { focus: boolean };

/** Why a form's values were refused: by field, and for the form as a whole. */
export interface FormFailure {
  fields: readonly LeadFieldError[];
  general: readonly string[];
}

/**
 * Where a form's errors stand (spec 2 §5, §8), shared by the lead forms and the valuation's
 * steps: each under its input where the form shows the field, the rest in the banner, which takes
 * the focus when no input does.
 */
export function useFormErrorBanner<V extends FieldValues>({
  setError,
  isShown,
  initialBanner = null,
}: {
  setError: UseFormSetError<V>;
  /** Whether the form shows a field (by its path), where its error can stand under it. */
  isShown: (name: string) => boolean;
  initialBanner?: FormBanner | null;
}) {
  const bannerRef = useRef<HTMLDivElement>(null);
  const [banner, setBanner] = useState<FormBanner | null>(initialBanner);

  // With nothing to point at under an input, the shopper is taken to the banner.
  useEffect(() => {
    if (banner?.focus) bannerRef.current?.focus();
  }, [banner]);

  /** Shows why the form was refused; `title` heads the banner (null for the browser's checks). */
  const fail = (failure: FormFailure, title: string | null = FORM_SUBMIT_FAILED_MESSAGE) => {
    const elsewhere: string[] = [];
    let focused = false;
    for (const { name, message } of failure.fields) {
      if (!isShown(name)) {
        elsewhere.push(message);
        continue;
      }
      setError(name as FieldPath<V>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    const messages = [...new Set([...failure.general, ...elsewhere])];
    setBanner(
      title === null && messages.length === 0 ? null : { title, messages, focus: !focused },
    );
  };

  /** The browser's refusals: under their inputs; those of fields the form does not show, above. */
  const onInvalid = (errors: FieldErrors<V>) => {
    const fields = flattenFieldErrors(errors);
    const elsewhere = fields.filter(({ name }) => !isShown(name));
    setBanner(
      elsewhere.length === 0
        ? null
        : {
            title: null,
            messages: [...new Set(elsewhere.map(({ message }) => message))],
            focus: elsewhere.length === fields.length,
          },
    );
  };

  return { banner, bannerRef, setBanner, fail, onInvalid };
}
