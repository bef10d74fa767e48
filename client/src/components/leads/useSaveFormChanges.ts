import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';

/** Typing is saved this long after the last keystroke, not on every one. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Saves a form's draft shortly after each change of a field (not on every keystroke), and at once
 * when the page is left or the form goes with a change unsaved. Resets of the form, and changes
 * of `ignoreField`, are not the shopper's and wait for the next change.
 */
export function useSaveFormChanges<V extends FieldValues>({
  subscribe,
  save,
  ignoreField,
}: {
  subscribe: UseFormSubscribe<V>;
  save: () => void;
  ignoreField?: string;
}) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Drops a save that is waiting. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  /** Saves at once, instead of a save that is waiting. */
  const saveNow = useCallback(() => {
    cancel();
    save();
  }, [cancel, save]);

  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name === undefined || name === ignoreField) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
      },
    });
    const flush = () => {
      if (timer.current !== undefined) saveNow();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [subscribe, saveNow, ignoreField]);

  return { saveNow, cancel };
}
