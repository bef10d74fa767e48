import type { SaveOutcome, StepAnswers } from './useSaveCheckoutStepMutation';

/** What every step's form is handed: its fragment, how to save, and what to do once saved. */
export interface StepProps<Key> {
  journey: Key;
  save: (answers: StepAnswers) => Promise<SaveOutcome>;
  onSaved: (outcome: Extract<SaveOutcome, { saved: true }>) => void;
}
