import { useEffect, useId, useRef } from 'react';
import type { TCreatedPartnerKey } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { buttonClass } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';

const t = ar.partnerKeys;

/**
 * The new key, shown this once (the server keeps only its hash): a warning that says so, the key
 * in a read-only field to select, and a copy button. Focus moves here so a screen reader hears it.
 */
export function CreatedKeyPanel({ created, onDone }: { created: TCreatedPartnerKey; onDone: () => void }) {
  const toast = useToast();
  const titleId = useId();
  const fieldId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      toast('success', t.copied);
    } catch {
      toast('error', t.copyFailed);
    }
  }

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-xl border-2 border-amber-500 bg-amber-50 p-4"
    >
      <h2 id={titleId} className="text-xl font-bold text-loader">
        {t.createdTitle}: {created.name}
      </h2>
      <p role="alert" className="mt-2 font-bold text-amber-900">
        {t.createdWarning}
      </p>
      <label htmlFor={fieldId} className="mt-3 block font-bold">
        {t.keyLabel}
      </label>
      <input
        id={fieldId}
        readOnly
        dir="ltr"
        value={created.key}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-sm"
        data-testid="partner-key-value"
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={buttonClass.primary} onClick={() => void copy()}>
          {t.copy}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {t.done}
        </button>
      </div>
    </section>
  );
}
