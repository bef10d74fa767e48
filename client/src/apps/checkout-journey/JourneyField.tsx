import type { ReactNode } from 'react';

/**
 * A labelled control of a journey step, its error under it and named by the control, so a
 * screen reader reads why a value was refused.
 */
export function JourneyField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className="lead-form__field">
      <label className="lead-form__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="lead-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
      })}
      {error && (
        <p className="lead-form__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The step's own refusal (not a field's), announced when it appears. */
export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="lead-form__banner" role="alert">
      <p>{message}</p>
    </div>
  );
}
