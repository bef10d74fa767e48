import { FORM_SUBMIT_FAILED_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { useEffect, useRef, useState } from 'react';
import {
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { FormErrorBannerState } from '../FormErrorBanner';
import { flattenFieldErrors } from '../lead-form-values';
import { DRAFT_SAVE_DELAY_MS } from '../useLeadDraft';
import type { ValuationFieldError } from './trade-in-valuation-values';

/** Why a step's values were refused: by field, and for the step as a whole. */
export interface StepFailure {
  fields: readonly ValuationFieldError[];
  general: readonly string[];
}

export type StepBanner = FormErrorBannerState & { focus: boolean };

/** A failure's errors of the fields the step shows, nested as the form holds its errors. */
function nestedErrors<V extends FieldValues>(fields: readonly ValuationFieldError[], type: string) {
  const nested: FieldErrors<V> = {};
  for (const { name, message } of fields) set(nested, name, { type, message });
  return nested;
}

/**
 * One step's form (react-hook-form): checked by `check` in the browser, its values handed to
 * `onValuesChange` shortly after each change and at once when the page is left (the draft), and
 * the errors of a failed step placed as the lead forms place them: under the inputs the step
 * shows, the rest in its banner, which takes the focus when no input does.
 */
export function useValuationForm<V extends FieldValues>({
  defaultValues,
  check,
  shownFields,
  onValuesChange,
  initialFailure = null,
}: {
  defaultValues: DefaultValues<V>;
  check: (values: V) => readonly ValuationFieldError[];
  /** The fields the step shows now, by path: their errors stand under them, others above. */
  shownFields: readonly string[];
  onValuesChange: (values: V) => void;
  /** Refusals of this step's fields that came back from a later step: shown as it opens. */
  initialFailure?: StepFailure | null;
}) {
  const isShown = (name: string) => shownFields.includes(name);
  const resolver: Resolver<V> = (values) => {
    const errors = check(values);
    return errors.length === 0
      ? { values, errors: {} }
      : { values: {}, errors: nestedErrors<V>(errors, 'validate') };
  };
  const [initial] = useState(() => {
    if (initialFailure === null) return null;
    const shown = initialFailure.fields.filter(({ name }) => isShown(name));
    const elsewhere = initialFailure.fields.filter(({ name }) => !isShown(name));
    const messages = [...new Set([...initialFailure.general, ...elsewhere.map((e) => e.message)])];
    return {
      errors: nestedErrors<V>(shown, 'server'),
      focus: shown[0]?.name,
      banner: { title: FORM_SUBMIT_FAILED_MESSAGE, messages, focus: shown.length === 0 },
    };
  });
  const methods = useForm<V>({ defaultValues, resolver, errors: initial?.errors });
  const { subscribe, getValues, setError, setFocus } = methods;
  const bannerRef = useRef<HTMLDivElement>(null);
  const [banner, setBanner] = useState<StepBanner | null>(initial?.banner ?? null);

  // The first field a later step's refusal names takes the focus as the step opens.
  useEffect(() => {
    if (initial?.focus !== undefined) setFocus(initial.focus as FieldPath<V>);
  }, [initial, setFocus]);

  // With nothing to point at under an input, the shopper is taken to the banner.
  useEffect(() => {
    if (banner?.focus) bannerRef.current?.focus();
  }, [banner]);

  const saveRef = useRef(onValuesChange);
  useEffect(() => {
    saveRef.current = onValuesChange;
  }, [onValuesChange]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      saveRef.current(getValues());
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        // A change of a field, not the form being reset.
        if (name === undefined) return;
        clearTimeout(timer);
        timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
      },
    });
    const flush = () => {
      if (timer !== undefined) save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [subscribe, getValues]);

  /** Shows why the step was refused; `title` heads the banner (null for the browser's checks). */
  const fail = (failure: StepFailure, title: string | null = FORM_SUBMIT_FAILED_MESSAGE) => {
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

  /** The browser's refusals: under their inputs; those of fields the step does not show, above. */
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

  /** The form's submit handler: checks, then `onValid`, whose failure the step shows. */
  const submitWith = (onValid: (values: V) => Promise<StepFailure | null>) =>
    methods.handleSubmit(async (values) => {
      setBanner(null);
      const failure = await onValid(values);
      if (failure) fail(failure);
    }, onInvalid);

  return { methods, banner, bannerRef, setBanner, fail, submitWith };
}
