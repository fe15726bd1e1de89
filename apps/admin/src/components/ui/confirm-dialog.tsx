import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ar } from '../../i18n/ar';
import { buttonClass } from './states';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** `danger` for deletions: a red confirm button. */
  tone?: 'primary' | 'danger';
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before a write that cannot be undone lightly. The native <dialog> keeps focus
 * inside, closes on Escape and returns focus to the opener; the cancel button is focused first so
 * a stray Enter never confirms.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, tone = 'primary', pending, onConfirm, onCancel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-5">
        <h2 id={titleId} className="text-xl font-bold text-loader">
          {title}
        </h2>
        <div className="mt-3 max-h-[60vh] overflow-auto">{children}</div>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button ref={cancelRef} type="button" className={buttonClass.secondary} onClick={onCancel}>
            {ar.dialog.cancel}
          </button>
          <button
            type="button"
            disabled={pending}
            className={tone === 'danger' ? buttonClass.danger : buttonClass.primary}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
