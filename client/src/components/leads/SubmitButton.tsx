/** The form's send button: while the lead is on its way it spins and cannot be pressed again. */
export function SubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <button
      type="submit"
      className="button button--primary lead-form__submit"
      disabled={submitting}
    >
      {submitting && <span className="lead-form__spinner" aria-hidden="true" />}
      {submitting ? 'Sending…' : label}
    </button>
  );
}
