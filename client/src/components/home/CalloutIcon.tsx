import type { CalloutIcon as CalloutIconName } from '../../__generated__/CalloutBox_callouts.graphql';

/** Line drawings on a 24 × 24 grid, one per kind of call-out. */
const PATHS: Record<Exclude<CalloutIconName, '%future added value'>, string> = {
  WARRANTY: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4',
  FINANCE:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.6 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 6.5v11',
  EXPERIENCE: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM8.5 13l-1.5 8 5-3 5 3-1.5-8',
  QUALITY: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12l3 3 5-6',
  SUPPORT: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2-5 2',
  PRICE: 'M3 12V4h8l10 10-8 8L3 12zM7.5 8.5h.01',
};

/** A call-out's picture; decorative, as the call-out's heading says what it is. */
export function CalloutIcon({ name }: { name: CalloutIconName }) {
  const path = PATHS[name as keyof typeof PATHS] ?? PATHS.QUALITY;
  return (
    <svg className="callout-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
