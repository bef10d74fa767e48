/**
 * A button label that changes with the button's state ("Copy link" → "Copied") without changing
 * the button's size: every label sits in the same grid cell and the box fits the widest, so the
 * row around it never moves. Only the current label is in the accessibility tree.
 */
export function SwapLabel<K extends string>({
  labels,
  current,
}: {
  labels: Record<K, string>;
  current: K;
}) {
  return (
    <span className="swap-label">
      {(Object.keys(labels) as K[]).map((key) => (
        <span key={key} aria-hidden={key === current ? undefined : true}>
          {labels[key]}
        </span>
      ))}
    </span>
  );
}
