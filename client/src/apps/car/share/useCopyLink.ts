import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §9: the copy button reads "Copied" for 1.5 seconds. */
export const COPIED_CONFIRMATION_MS = 1500;

/**
 * Copies a text to the clipboard; `copied` is true for {@link COPIED_CONFIRMATION_MS} after each
 * successful copy (a second copy restarts the wait). Resolves to whether the browser copied it:
 * without a clipboard (an insecure page) or with the permission refused it did not.
 */
export function useCopyLink() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      // `navigator.clipboard` is undefined outside secure contexts: that throws here too.
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
    return true;
  }, []);

  return { copied, copy };
}
