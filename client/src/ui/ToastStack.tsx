import * as Toast from '@radix-ui/react-toast';
import { Link } from '../routing/Link';
import { TOAST_DURATION_MS, type ShownToast } from './Toaster';
import './toaster.css';

/** The toast on screen and the notifications region it shows in (Radix Toast). */
export function ToastStack({ toast, onClose }: { toast: ShownToast | null; onClose: () => void }) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toast && (
        <Toast.Root
          key={toast.key}
          className={`toast toast--${toast.variant ?? 'default'}`}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
        >
          <Toast.Title className="toast__title">{toast.title}</Toast.Title>
          {toast.description && (
            <Toast.Description className="toast__description">
              {toast.description}
            </Toast.Description>
          )}
          {toast.action && (
            <Toast.Action altText={toast.action.label} asChild>
              <Link className="toast__action" to={toast.action.to}>
                {toast.action.label}
              </Link>
            </Toast.Action>
          )}
          <Toast.Close className="toast__close" aria-label="Dismiss">
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
