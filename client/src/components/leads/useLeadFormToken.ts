import { useCallback, useEffect, useMemo, useRef } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useLeadFormTokenMutation } from '../../__generated__/useLeadFormTokenMutation.graphql';
import { useMutationPromise } from '../../relay/useMutationPromise';
import type { SavedFormToken } from './lead-draft-store';

export interface LeadFormTokenControls {
  /** The token to send with the lead: the one asked for when the form opened (waited for). */
  current(): Promise<string | null>;
  /** Asks for a fresh token: the server refused the last one (expired, or not its own). */
  renew(): void;
}

/** Where the form's draft keeps its token, so a reload keeps when the form was opened. */
export interface FormTokenKeeper {
  savedFormToken(): SavedFormToken | null;
  keepFormToken(token: SavedFormToken): void;
}

/** A saved token this close to expiring is not worth sending: a fresh one is asked for. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

/**
 * The lead form's token (`startLeadForm`), asked for in the browser when the form first shows:
 * the server signs when the form opened, and refuses a lead sent sooner than a person could fill
 * it in. It is never part of the server-rendered page, which a cache may keep for a long time.
 * A draft brought back after a reload brings its token back too (the form was opened then). When
 * the server refuses a token, a fresh one is asked for while everything typed stays in the form.
 * Must be called after useLeadDraft, whose restore runs first.
 */
export function useLeadFormToken(keeper: FormTokenKeeper): LeadFormTokenControls {
  const start = useMutationPromise<useLeadFormTokenMutation>(graphql`
    mutation useLeadFormTokenMutation {
      startLeadForm {
        token
        expiresAt
      }
    }
  `);
  const pending = useRef<Promise<string | null> | null>(null);
  // The draft's controls reach the same stored token whichever render made them.
  const keeperRef = useRef(keeper);

  const ask = useCallback(() => {
    // Without an answer the lead is still sent: the server then says what to do.
    pending.current = start({}).then(
      ({ startLeadForm }) => {
        keeperRef.current.keepFormToken(startLeadForm);
        return startLeadForm.token;
      },
      () => null,
    );
  }, [start]);

  useEffect(() => {
    if (pending.current !== null) return;
    const saved = keeperRef.current.savedFormToken();
    if (saved && Date.parse(saved.expiresAt) - Date.now() > EXPIRY_MARGIN_MS) {
      pending.current = Promise.resolve(saved.token);
    } else {
      ask();
    }
  }, [ask]);

  return useMemo(
    () => ({
      current: async () => {
        if (pending.current === null) ask();
        const token = await pending.current;
        if (token !== null) return token;
        // The first ask found no answer (the network dropped): once more, now.
        ask();
        return pending.current;
      },
      renew: ask,
    }),
    [ask],
  );
}
