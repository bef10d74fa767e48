import './car-key-specs.css';

/** The key specs that have an icon. */
export type SpecIconKind = 'odometer' | 'transmission' | 'fuel' | 'body';

// Simple 24 × 24 line drawings: inline, so they cost no request and never shift the layout.
const PATHS: Record<SpecIconKind, string> = {
  odometer: 'M4 17a8 8 0 1 1 16 0M12 17l4-5M7.5 13.5h.01M12 9h.01M16.5 13.5h.01',
  transmission: 'M6 5v14M12 5v14M18 5v7H6M6 5h.01M12 5h.01M18 5h.01',
  fuel: 'M5 20V6a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v14M3 20h14M5 10h10M15 9l3 3v5a1.5 1.5 0 0 0 3 0V9l-3-3',
  body: 'M3 15v-3l2-5h10l4 5h2v3h-2M3 15h2M9 15h6M5 15a2 2 0 1 0 4 0 2 2 0 1 0-4 0M15 15a2 2 0 1 0 4 0 2 2 0 1 0-4 0M6 12h12',
};

/** A decorative icon beside a key spec; the spec's text says what it is. */
export function SpecIcon({ kind }: { kind: SpecIconKind }) {
  return (
    <svg className="spec-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[kind]} />
    </svg>
  );
}
