import type { ReactNode } from 'react';

/** A field's label; optional fields say so in words rather than with a mark. */
export function FieldLabel({
  htmlFor,
  optional = false,
  children,
}: {
  htmlFor: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="lead-form__label" htmlFor={htmlFor}>
      {children}
      {optional && <span className="lead-form__optional"> (optional)</span>}
    </label>
  );
}
