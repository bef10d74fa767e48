/** A field's error, under its input; the input names it in aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (message === null) return null;
  return (
    <p className="lead-form__error" id={id}>
      {message}
    </p>
  );
}
