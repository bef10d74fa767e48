import { useCallback, useEffect, useMemo, useRef } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useLeadFormTokenMutation } from '../__generated__/useLeadFormTokenMutation.graphql';
import { useMutationPromise } from '../relay/useMutationPromise';

export interface LeadFormTokenControls {
  /** The token to send with the lead: the one asked for when the form opened (waited for). */
  current(): Promise<string | null>;
  /** Asks for a fresh token: the server refused the last one (expired, or not its own). */
  renew(): void;
}

/**
 * The lead form's token (`startLeadForm`), asked for in the browser when the form first shows:
 * the server signs when the form opened, and refuses a lead sent sooner than a person could fill
 * it in. It is never part of the server-rendered page, which a cache may keep for a long time.
 * When the server refuses it, a fresh one is asked for while everything typed stays in the form.
 */
export function useLeadFormToken(): LeadFormTokenControls {
  const start = useMutationPromise<useLeadFormTokenMutation>(graphql`
    mutation useLeadFormTokenMutation {
      startLeadForm {
        token
        expiresAt
      }
    }
  `);
  const pending = useRef<Promise<string | null> | null>(null);

  const ask = useCallback(() => {
    // Without an answer the lead is still sent: the server then says what to do.
    pending.current = start({}).then(
      (response) => response.startLeadForm.token,
      () => null,
    );
  }, [start]);

  useEffect(() => {
    if (pending.current === null) ask();
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
