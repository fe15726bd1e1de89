import { useLayoutEffect } from 'react';
import { t } from '../../i18n/language';

export interface LoadingOverlayProps {
  readonly active: boolean;
  /**
   * Cancelling the overlay sets the flag to the overlay's new value, i.e. the overlay
   * reports `false` and the owner writes it back to the loading flag.
   */
  readonly onActiveChange: (active: boolean) => void;
}

const dotDelays = ['[animation-delay:-320ms]', '[animation-delay:-160ms]', ''];

/**
 * The full-page loading overlay (docs/product.md#loading-overlay) — animated dots in the loader colour
 * #19386f on the grey #9A9898, cancellable by the user (a click anywhere, the button, or Escape).
 */
export function LoadingOverlay({ active, onActiveChange }: LoadingOverlayProps) {
  // Listening from the commit that shows the overlay, not from after its paint: an Escape pressed the
  // moment it appears must cancel it.
  useLayoutEffect(() => {
    if (!active) return;
    const cancelOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onActiveChange(false);
    };
    document.addEventListener('keydown', cancelOnEscape);
    return () => document.removeEventListener('keydown', cancelOnEscape);
  }, [active, onActiveChange]);

  if (!active) return null;

  return (
    // A click anywhere cancels; keyboard users have Escape and the button.
    <div
      className="fixed inset-0 z-50 flex cursor-pointer flex-col items-center justify-center gap-8"
      data-testid="loading-overlay"
      onClick={() => onActiveChange(false)}
    >
      {/* The exact grey #9A9898, opaque: the screen beneath shows once the overlay is gone. */}
      <div
        aria-hidden="true"
        data-testid="loading-overlay-background"
        className="absolute inset-0 bg-overlay"
      />
      <div role="status" aria-label={t.loading.label} className="relative flex items-center gap-3">
        <span className="sr-only">{t.loading.label}</span>
        {dotDelays.map((delay, index) => (
          <span
            key={index}
            aria-hidden="true"
            className={`size-5 rounded-full bg-loader motion-safe:animate-loader-dot ${delay}`}
          />
        ))}
      </div>
      <button
        type="button"
        className="relative cursor-pointer rounded-full bg-white px-6 py-2 font-bold text-loader shadow-sm hover:bg-slate-100"
        onClick={(event) => {
          event.stopPropagation();
          onActiveChange(false);
        }}
      >
        {t.loading.cancel}
      </button>
    </div>
  );
}
