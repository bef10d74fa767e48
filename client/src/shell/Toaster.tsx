import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import './toaster.css';

export interface ToastMessage {
  title: string;
  description?: string;
  /** Spec 2 §2: default or destructive style. */
  variant?: 'default' | 'destructive';
}

/** How long a toast stays (spec 1 §9: the share toast's 3000 ms is the site-wide default). */
export const TOAST_DURATION_MS = 3000;

const ToastContext = createContext<(message: ToastMessage) => void>(() => undefined);

/** Shows one toast at a time (spec 2 §4: a new toast replaces the one on screen). */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const show = useCallback(
    (message: ToastMessage) => setCurrent({ ...message, key: Date.now() }),
    [],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
        {children}
        {current && (
          <Toast.Root
            key={current.key}
            className={`toast toast--${current.variant ?? 'default'}`}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
            }}
          >
            <Toast.Title className="toast__title">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className="toast__description">
                {current.description}
              </Toast.Description>
            )}
            <Toast.Close className="toast__close" aria-label="Dismiss">
              ×
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="toast-viewport" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows a toast from anywhere inside the site shell. */
export const useToast = () => useContext(ToastContext);
