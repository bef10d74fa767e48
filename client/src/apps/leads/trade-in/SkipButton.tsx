/** The way out of the valuation: the lead was sent with the form, so nothing is lost. */
export const SKIP_LABEL = 'Skip — just have someone contact me';

export function SkipButton({ onSkip, disabled }: { onSkip: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="button trade-in-steps__skip"
      onClick={onSkip}
      disabled={disabled}
    >
      {SKIP_LABEL}
    </button>
  );
}
