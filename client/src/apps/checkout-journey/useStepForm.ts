import { useState, type FormEvent } from 'react';
import type { SaveOutcome, StepAnswers } from './useSaveCheckoutStepMutation';

/**
 * A step's form state: sending, and the refusals of the last send. The form's inputs keep what
 * was typed (they are uncontrolled), so nothing is lost on a refusal.
 */
export function useStepForm(
  save: (answers: StepAnswers) => Promise<SaveOutcome>,
  onSaved: (outcome: Extract<SaveOutcome, { saved: true }>) => void,
) {
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = (
    event: FormEvent<HTMLFormElement>,
    answersOf: (form: FormData) => StepAnswers,
  ) => {
    event.preventDefault();
    const answers = answersOf(new FormData(event.currentTarget));
    setSending(true);
    save(answers)
      .then((outcome) => {
        if (outcome.saved) {
          setFieldErrors({});
          setMessage(null);
          onSaved(outcome);
        } else {
          setFieldErrors(outcome.fieldErrors);
          setMessage(outcome.message);
        }
      })
      .catch(() => setMessage('We could not reach the site. Check your connection and try again.'))
      .finally(() => setSending(false));
  };
  return { sending, fieldErrors, message, submit };
}

/** A text field of the form, trimmed; '' when absent. */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
