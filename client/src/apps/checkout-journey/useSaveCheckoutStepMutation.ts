import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  SaveCheckoutStepInput,
  useSaveCheckoutStepMutation as SaveMutation,
} from '../../__generated__/useSaveCheckoutStepMutation.graphql';
import { useMutationPromise } from '../../relay/useMutationPromise';

export type StepAnswers = Omit<SaveCheckoutStepInput, 'carSlug' | 'pageUrl'>;

/** What saving a step came to: saved (and where to pay, for the deposit), or why not. */
export type SaveOutcome =
  | { saved: true; paymentUrl: string | null }
  | {
      saved: false;
      /** Each refused field's message, by its name inside the step (`email`, `vehicle.year`). */
      fieldErrors: Readonly<Record<string, string>>;
      /** The refusal of the step as a whole, when it is not a field's. */
      message: string | null;
    };

/**
 * Saves one step of the journey. The answer carries the journey again (the same record the page
 * reads), so the stepper and every step show what the server now holds.
 */
export function useSaveCheckoutStepMutation(
  carSlug: string,
): (answers: StepAnswers) => Promise<SaveOutcome> {
  const commit = useMutationPromise<SaveMutation>(graphql`
    mutation useSaveCheckoutStepMutation($input: SaveCheckoutStepInput!) {
      saveCheckoutStep(input: $input) {
        __typename
        ... on SaveCheckoutStepPayload {
          paymentUrl
          journey {
            ...CheckoutJourney_journey
          }
        }
        ... on ValidationError {
          issues {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return useCallback(
    async (answers) => {
      const pageUrl = window.location.href;
      const { saveCheckoutStep: result } = await commit({
        input: { carSlug, pageUrl, ...answers },
      });
      if (result.__typename === 'SaveCheckoutStepPayload') {
        return { saved: true, paymentUrl: result.paymentUrl ?? null };
      }
      const fieldErrors: Record<string, string> = {};
      let message: string | null = null;
      const issues = 'issues' in result ? (result.issues ?? []) : [];
      for (const issue of issues) {
        // "details.email" → "email": the step's form names its own fields.
        const dot = issue.field.indexOf('.');
        if (dot > 0) fieldErrors[issue.field.slice(dot + 1)] ??= issue.message;
        else message ??= issue.message;
      }
      if (issues.length === 0) message = 'message' in result ? (result.message ?? null) : null;
      return {
        saved: false,
        fieldErrors,
        message: message ?? (issues.length ? null : 'Something went wrong. Please try again.'),
      };
    },
    [commit, carSlug],
  );
}
