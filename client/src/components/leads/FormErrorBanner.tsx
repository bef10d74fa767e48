import { FORM_ERROR_LIST_HEADING } from '@forecourt/schema/leads/form-messages';
import type { Ref } from 'react';

export interface FormErrorBannerState {
  /** The alert's words when a submission failed (spec 2 §8); null for the browser's own checks. */
  title: string | null;
  /** Errors of the whole form, or of fields it does not show. */
  messages: readonly string[];
}

/**
 * The form's error banner (spec 2 §5, §8): a destructive alert with the form's error, or, for
 * several, the list variant ("Please fix the following errors:" and each of them).
 */
export function FormErrorBanner({
  state,
  ref,
}: {
  state: FormErrorBannerState | null;
  ref?: Ref<HTMLDivElement>;
}) {
  if (state === null || (state.title === null && state.messages.length === 0)) return null;
  const { title, messages } = state;
  return (
    <div className="lead-form__banner" role="alert" ref={ref} tabIndex={-1}>
      {title !== null && <p className="lead-form__banner-title">{title}</p>}
      {messages.length === 1 && <p>{messages[0]}</p>}
      {messages.length > 1 && (
        <>
          <p>{FORM_ERROR_LIST_HEADING}</p>
          <ul className="lead-form__banner-list">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
