import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SETTLEMENT_MAX_BYTES } from '@sarraf/contracts/admin/settlement-limits';
import { adminRoutes } from '../../../config/routes';
import { ar } from '../../../i18n/ar';
import { apiErrorOf } from '../../../lib/api-client';
import { useOperators } from '../../../lib/operators';
import { pathOf } from '../../../lib/query-string';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/states';
import { uploadSettlement } from '../api/settlements';

const t = ar.settlements;

/**
 * Picks the operator's CSV and sends it; the import's own page then shows it running and its
 * report. A file the server refuses at once (a missing column) says why here. With several
 * operators it asks whose file it is: each is matched against its operator's ledger only.
 */
export function UploadForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const operators = useOperators().data ?? [];
  const [operator, setOperator] = useState('');
  const [operatorError, setOperatorError] = useState<string | null>(null);
  const several = operators.length > 1;

  const submit = async () => {
    const file = input.current?.files?.[0];
    if (!file) return setError(t.chooseFile);
    if (file.size > SETTLEMENT_MAX_BYTES) return setError(t.tooLarge);
    if (several && !operator) return setOperatorError(t.chooseOperator);
    setError(null);
    setOperatorError(null);
    setProgress(0);
    try {
      const started = await uploadSettlement(file, setProgress, several ? operator : undefined);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'settlements'] });
      await navigate(
        pathOf(adminRoutes['admin.settlement'], { id: started.id }) +
          (started.duplicate ? '?duplicate=1' : ''),
      );
    } catch (caught) {
      const problem = apiErrorOf(caught);
      // 408: the file did not arrive whole within the server's HTTP_REQUEST_TIMEOUT_S.
      setError(problem.status === 408 ? t.uploadTimedOut : (problem.message ?? t.uploadFailed));
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <form
      aria-labelledby="settlement-upload-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="settlement-upload-title" className="text-xl font-bold text-loader">
        {t.uploadTitle}
      </h2>
      {several ? (
        <FormField label={ar.common.operator} {...(operatorError ? { errors: [operatorError] } : {})}>
          {(control) => (
            <select
              {...control}
              value={operator}
              onChange={(event) => {
                setOperator(event.target.value);
                setOperatorError(null);
              }}
              className={inputClass}
            >
              <option value="" disabled>
                {t.chooseOperator}
              </option>
              {operators.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name.ar}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField label={t.file} hint={t.fileHint} {...(error ? { errors: [error] } : {})}>
        {(control) => (
          // The browser's own file button speaks its UI language, not Arabic: it is hidden, and
          // this label (tied to it, so a click or the keyboard still opens the picker) shows instead.
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <input
              {...control}
              ref={input}
              type="file"
              accept=".csv,text/csv"
              className="peer sr-only"
              onChange={(event) => {
                setError(null);
                setChosen(event.target.files?.[0]?.name ?? null);
              }}
            />
            <label
              htmlFor={control.id}
              className={`${buttonClass.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-loader`}
            >
              {t.chooseButton}
            </label>
            <span dir="auto" className="min-w-0 break-all text-slate-700">
              {chosen ?? t.noFileChosen}
            </span>
          </div>
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {t.upload}
        </button>
        {busy ? (
          <p role="status" aria-live="polite" className="flex items-center gap-2 text-slate-700">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-loader border-t-transparent"
            />
            {progress < 100 ? t.uploading(progress) : t.status.running}
          </p>
        ) : null}
      </div>
    </form>
  );
}
