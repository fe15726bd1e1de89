import { useEffect, useId, useMemo, useRef } from 'react';
import { buttonClass } from '../../../components/ui/form';
import { t } from '../../../i18n/language';
import { CARD_FILE_NAME } from './share-rate-card';
import { whatsappLinkOf } from './share-text';

const DIALOG_STYLE = { margin: 'auto', width: 'min(28rem, calc(100% - 2rem))' } as const;

/**
 * Where files cannot be shared (a desktop browser, an older phone): the card to download and the
 * rates as a WhatsApp message, in a modal dialog that returns focus to «مشاركة» when it closes.
 */
export default function ShareFallback({
  file,
  text,
  onClose,
}: {
  readonly file: File;
  readonly text: string;
  readonly onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // Centred and sized here rather than by new utility classes: those would land in the one
      // stylesheet every first visit loads, for a dialog few ever open (set through the CSSOM,
      // which the CSP allows).
      style={DIALOG_STYLE}
      className="rounded-2xl bg-white p-4 text-slate-900"
      data-testid="share-fallback"
    >
      <div className="flex flex-col gap-4">
        <h2 id={titleId} className="text-lg font-bold text-loader">
          {t.share.fallbackTitle}
        </h2>
        <p className="leading-relaxed text-slate-700">{t.share.fallbackText}</p>
        <img
          src={url}
          alt={t.share.preview}
          width={240}
          height={240}
          className="mx-auto rounded-xl border border-slate-200"
        />
        <a href={url} download={CARD_FILE_NAME} className={buttonClass.primary}>
          {t.share.download}
        </a>
        <a
          href={whatsappLinkOf(text)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass.secondary}
        >
          {t.share.whatsapp}
        </a>
        <button type="button" className={buttonClass.link} onClick={() => dialog.current?.close()}>
          {t.share.close}
        </button>
      </div>
    </dialog>
  );
}
