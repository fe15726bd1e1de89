import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ar } from '../../i18n/ar';

type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const ToastContext = createContext<((kind: ToastKind, text: string) => void) | null>(null);

const TOAST_MS = 6000;

/**
 * Short confirmations after a write ("saved", "published"). They live in one status region that
 * is always in the page, so screen readers announce each new message.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-2), { id, kind, text }]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-xl px-4 py-3 shadow-lg ${
              toast.kind === 'success' ? 'bg-emerald-800 text-white' : 'bg-red-800 text-white'
            }`}
          >
            <span>{toast.text}</span>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="rounded px-2 font-bold underline"
              aria-label={ar.toast.dismiss}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `toast('success', 'تم الحفظ')` from any screen inside the signed-in layout. */
export function useToast() {
  const show = useContext(ToastContext);
  return useMemo(() => show ?? ((_kind: ToastKind, _text: string) => undefined), [show]);
}
