import { FORM_SUBMIT_FAILED_MESSAGE } from '@forecourt/schema/leads/form-messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useFormErrorBanner, type FormFailure } from '../../../components/leads/useFormErrorBanner';
import { useSaveFormChanges } from '../../../components/leads/useSaveFormChanges';
import type { ValuationFieldError } from './trade-in-valuation-values';

/** Why a step's values were refused: by field, and for the step as a whole. */
export type StepFailure = FormFailure;

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
  const { banner, bannerRef, setBanner, fail, onInvalid } = useFormErrorBanner<V>({
    setError,
    isShown,
    initialBanner: initial?.banner,
  });

  // The first field a later step's refusal names takes the focus as the step opens.
  useEffect(() => {
    if (initial?.focus !== undefined) setFocus(initial.focus as FieldPath<V>);
  }, [initial, setFocus]);

  const saveRef = useRef(onValuesChange);
  useEffect(() => {
    saveRef.current = onValuesChange;
  }, [onValuesChange]);
  const save = useCallback(() => saveRef.current(getValues()), [getValues]);
  useSaveFormChanges({ subscribe, save });

  /** The form's submit handler: checks, then `onValid`, whose failure the step shows. */
  const submitWith = (onValid: (values: V) => Promise<StepFailure | null>) =>
    methods.handleSubmit(async (values) => {
      setBanner(null);
      const failure = await onValid(values);
      if (failure) fail(failure);
    }, onInvalid);

  return { methods, banner, bannerRef, setBanner, fail, submitWith };
}
