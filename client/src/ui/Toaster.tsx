import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { onDemandModule } from '../on-demand/on-demand-module';
import { useOnDemandModule } from '../on-demand/useOnDemandModule';

export interface ToastMessage {
  title: string;
  description?: string;
  /** Spec 2 §2: default or destructive style. */
  variant?: 'default' | 'destructive';
  /** A link the toast offers, e.g. "View List" to the watchlist (spec 1 §8). */
  action?: { label: string; to: string };
}

/** A toast on screen; a new key is a new toast. */
export type ShownToast = ToastMessage & { key: number };

/** How long a toast stays (spec 1 §9: the share toast's 3000 ms is the site-wide default). */
export const TOAST_DURATION_MS = 3000;

/**
 * The toasts' code (Radix Toast) is split off on purpose: most visits show no toast, so it loads
 * with the first one rather than with every page.
 */
export const toastStack = onDemandModule(() => import('./ToastStack'));

const ToastContext = createContext<(message: ToastMessage) => void>(() => undefined);

/** Shows one toast at a time (spec 2 §4: a new toast replaces the one on screen). */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback(
    (message: ToastMessage) => setCurrent({ ...message, key: Date.now() }),
    [],
  );
  const close = useCallback(() => setCurrent(null), []);
  const stack = useOnDemandModule(toastStack, current !== null);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {stack && <stack.ToastStack toast={current} onClose={close} />}
    </ToastContext.Provider>
  );
}

/** Shows a toast from anywhere inside the site shell. */
export const useToast = () => useContext(ToastContext);
