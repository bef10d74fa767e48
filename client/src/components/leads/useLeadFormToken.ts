import { useCallback, useEffect, useMemo, useRef } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useLeadFormTokenMutation } from '../../__generated__/useLeadFormTokenMutation.graphql';
import { useMutationPromise } from '../../relay/useMutationPromise';
import type { SavedFormToken } from './lead-draft-store';

export interface LeadFormTokenControls {
  /** The token to send with the lead: the page's, a kept one, or one asked for (waited for). */
  current(): Promise<string | null>;
  /** Asks for a fresh token: the server refused the last one (expired, or not its own). */
  renew(): void;
}

/** Where the form's draft keeps its token, so a reload need not ask for another. */
export interface FormTokenKeeper {
  savedFormToken(): SavedFormToken | null;
  keepFormToken(token: SavedFormToken): void;
}

/**
 * The page's tokens a form of this page load took: a token is taken for one lead, so a second form
 * (the test drive beside the enquiry, a form of a page opened later) asks for its own.
 */
const takenPageTokens = new Set<string>();

/** A saved token this close to expiring is not worth sending: a fresh one is asked for. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

/**
 * The lead form's token, which the server signs and takes for one lead: the one the server
 * rendered the page with (`pageToken`), else one a draft brought back after a reload kept, else
 * one asked for in the browser (`startLeadForm`) when the form first shows. However soon the form
 * is sent, a token is taken: no delay is asked of the shopper. When the server refuses a token
 * (expired, used, another site's), a fresh one is asked for while everything typed stays in the
 * form. Must be called after useLeadDraft, whose restore runs first.
 */
export function useLeadFormToken(
  keeper: FormTokenKeeper,
  pageToken: string | null = null,
): LeadFormTokenControls {
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
    if (pageToken !== null && !takenPageTokens.has(pageToken)) {
      takenPageTokens.add(pageToken);
      pending.current = Promise.resolve(pageToken);
      return;
    }
    const saved = keeperRef.current.savedFormToken();
    if (saved && Date.parse(saved.expiresAt) - Date.now() > EXPIRY_MARGIN_MS) {
      pending.current = Promise.resolve(saved.token);
    } else {
      ask();
    }
  }, [ask, pageToken]);

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
