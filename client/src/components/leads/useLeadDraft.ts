import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { newIdempotencyKey } from './idempotency-key';
import { browserStorage } from '../../storage/browser-storage';
import {
  clearLeadDraft,
  readLeadDraft,
  writeLeadDraft,
  type SavedFormToken,
} from './lead-draft-store';
import { restorableValues, type LeadFormDefaults, type LeadFormFields } from './lead-form-values';
import { useSaveFormChanges } from './useSaveFormChanges';

const NOTHING_TYPED: LeadFormDefaults = {};

export interface LeadDraftControls {
  /** The key of this submission: made on the first send, kept (and saved) until the lead is sent. */
  idempotencyKey(): string;
  /** Starts a new submission: the server took the old key for other values. */
  renewIdempotencyKey(): string;
  /** The lead is sent: the draft goes, and nothing is saved again. */
  clear(): void;
  /** The form token the restored draft kept (read once the form is in the browser), or null. */
  savedFormToken(): SavedFormToken | null;
  /** Keeps the form's token with the draft, saved with the shopper's next change. */
  keepFormToken(token: SavedFormToken): void;
}

/**
 * Keeps a lead form's draft (lead-draft-store.ts): brings it back when the form opens in the
 * browser, with the submission's idempotency key; saves each change shortly after it is made, and
 * at once when the page is left; removes it once the lead is sent. (When the form opened is the
 * server's to say: its form token, useLeadFormToken.)
 */
export function useLeadDraft({
  form,
  storageKey,
  defaults,
  typedValues = NOTHING_TYPED,
  fixedValues,
}: {
  form: UseFormReturn<LeadFormFields>;
  storageKey: string;
  /** The form's starting values: what a draft may bring back, and of which type. */
  defaults: LeadFormDefaults;
  /**
   * What the shopper typed into the server's form before this code arrived (LeadForm): newer than
   * any draft, so a draft does not replace it.
   */
  typedValues?: LeadFormDefaults;
  /** Values the page sets whatever the draft says (the vehicle of the form). */
  fixedValues: LeadFormDefaults;
}): LeadDraftControls {
  const { getValues, reset, subscribe } = form;
  const keyRef = useRef<string | null>(null);
  const tokenRef = useRef<SavedFormToken | null>(null);
  const sent = useRef(false);

  const save = useCallback(() => {
    if (sent.current) return;
    writeLeadDraft(browserStorage('local'), storageKey, {
      idempotencyKey: keyRef.current,
      values: { ...getValues() },
      formToken: tokenRef.current,
      savedAt: Date.now(),
    });
  }, [getValues, storageKey]);

  // Restores in the browser only, after hydration: the server rendered the starting values.
  useEffect(() => {
    const draft = readLeadDraft(browserStorage('local'), storageKey);
    if (!draft) return;
    const restored = restorableValues(defaults, draft.values);
    reset({ ...defaults, ...restored, ...typedValues, ...fixedValues });
    keyRef.current = draft.idempotencyKey;
    tokenRef.current = draft.formToken ?? null;
  }, [storageKey, defaults, typedValues, fixedValues, reset]);

  const { saveNow, cancel } = useSaveFormChanges({ subscribe, save });

  return {
    idempotencyKey: () => {
      if (keyRef.current === null) {
        keyRef.current = newIdempotencyKey();
        saveNow();
      }
      return keyRef.current;
    },
    renewIdempotencyKey: () => {
      keyRef.current = newIdempotencyKey();
      saveNow();
      return keyRef.current;
    },
    clear: () => {
      sent.current = true;
      cancel();
      clearLeadDraft(browserStorage('local'), storageKey);
    },
    savedFormToken: () => tokenRef.current,
    keepFormToken: (token) => {
      tokenRef.current = token;
    },
  };
}
