import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TRateImportRow } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { apiErrorOf } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass, EmptyState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { fetchPriceSources, previewRateImport, publishRates } from '../api/rates';

/**
 * Rates pasted from a spreadsheet: the server reads them and answers each line with its
 * errors; the valid lines are then published per source through the same guarded endpoint as the
 * grid (large moves listed for confirmation first).
 */
export function RateImportScreen() {
  const toast = useToast();
  const helpId = useId();
  const [text, setText] = useState('');
  const [sourceId, setSourceId] = useState('');
  const [preview, setPreview] = useState<{ rows: TRateImportRow[]; max_move_percent: number } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sources = useQuery({ queryKey: ['price-sources', 'all'], queryFn: fetchPriceSources });

  const previewing = useMutation({
    mutationFn: () => previewRateImport({ text, ...(sourceId ? { source_id: Number(sourceId) } : {}) }),
    onMutate: () => {
      setFormError(null);
      setFieldErrors({});
    },
    onSuccess: setPreview,
    onError: (error) => {
      const { message, errors } = apiErrorOf(error);
      setFieldErrors(errors ?? {});
      setFormError(message ?? ar.states.errorText);
    },
  });

  const valid = (preview?.rows ?? []).filter((row) => row.errors.length === 0);
  const large = valid.filter(
    (row) => row.move_percent !== null && row.move_percent > (preview?.max_move_percent ?? 0),
  );

  const publishing = useMutation({
    mutationFn: async () => {
      const bySource = new Map<number, TRateImportRow[]>();
      for (const row of valid) bySource.set(row.source_id!, [...(bySource.get(row.source_id!) ?? []), row]);
      let published = 0;
      for (const [source, rows] of bySource) {
        const result = await publishRates({
          source_id: source,
          // The editor has just seen every large move in the preview and confirmed it.
          confirm_large_moves: true,
          rates: rows.map((row) => ({ currency_id: row.currency_id!, buy: row.buy, sell: row.sell })),
        });
        published += result.data.published;
      }
      return published;
    },
    onSuccess: (published) => {
      setConfirming(false);
      setPreview(null);
      setText('');
      toast('success', ar.rateImport.published(published));
    },
    onError: (error) => {
      setConfirming(false);
      setFormError(apiErrorOf(error).message ?? ar.states.errorText);
    },
  });

  return (
    <section aria-labelledby="import-title" className="flex flex-col gap-4">
      <h1 id="import-title" className="text-3xl font-bold text-loader">
        {ar.rateImport.title}
      </h1>
      <p id={helpId} className="max-w-3xl leading-relaxed text-slate-700">
        {ar.rateImport.help}
      </p>
      <form
        className="flex max-w-3xl flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          previewing.mutate();
        }}
      >
        <FormField
          label={ar.rateImport.source}
          hint={ar.rateImport.sourceHint}
          errors={fieldErrors.source_id}
        >
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={sourceId}
              onChange={(event) => setSourceId(event.target.value)}
            >
              <option value="">{ar.rateImport.sourceFromText}</option>
              {(sources.data ?? [])
                .filter((source) => source.active)
                .map((source) => (
                  <option key={source.id} value={source.id}>
                    {source.name} · {source.city}
                  </option>
                ))}
            </select>
          )}
        </FormField>
        <FormField label={ar.rateImport.text} errors={fieldErrors.text}>
          {(control) => (
            <textarea
              {...control}
              required
              rows={8}
              dir="ltr"
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={`${inputClass} font-mono`}
              placeholder={'USD\t530\t535\nSAR\t140\t141'}
            />
          )}
        </FormField>
        <FormError message={formError} />
        <div>
          <button type="submit" className={buttonClass.primary} disabled={previewing.isPending}>
            {previewing.isPending ? ar.rateImport.previewing : ar.rateImport.preview}
          </button>
        </div>
      </form>

      {preview ? (
        preview.rows.length === 0 ? (
          <EmptyState title={ar.rateImport.noLines} />
        ) : (
          <div className="flex flex-col gap-3">
            <h2 className="text-xl font-bold text-loader">
              {ar.rateImport.summary(valid.length, preview.rows.length)}
            </h2>
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full border-collapse text-start">
                <caption className="sr-only">{ar.rateImport.previewCaption}</caption>
                <thead className="bg-slate-100">
                  <tr>
                    {ar.rateImport.columns.map((header) => (
                      <th key={header} scope="col" className="px-3 py-2 text-start whitespace-nowrap">
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr
                      key={row.line}
                      className={`border-t border-slate-200 ${row.errors.length ? 'bg-red-50' : ''}`}
                    >
                      <td className="px-3 py-2">{row.line}</td>
                      <td className="px-3 py-2">{row.source_name ?? '—'}</td>
                      <td className="px-3 py-2 font-bold" dir="ltr">
                        {row.currency_code}
                      </td>
                      <td className="px-3 py-2" dir="ltr">
                        {row.buy} / {row.sell}
                      </td>
                      <td className="px-3 py-2" dir="ltr">
                        {row.last_buy ? `${row.last_buy} / ${row.last_sell}` : '—'}
                      </td>
                      <td className="px-3 py-2">
                        {row.move_percent === null ? '—' : ar.rates.percent(row.move_percent)}
                      </td>
                      <td className="px-3 py-2">
                        {row.errors.length ? (
                          <span className="font-bold text-red-800">{row.errors.join(' ')}</span>
                        ) : (
                          <span className="text-emerald-800">{ar.rateImport.ok}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div>
              <button
                type="button"
                className={buttonClass.primary}
                disabled={valid.length === 0 || publishing.isPending}
                onClick={() => (large.length > 0 ? setConfirming(true) : publishing.mutate())}
              >
                {ar.rateImport.publishValid(valid.length)}
              </button>
            </div>
          </div>
        )
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={ar.rates.confirmTitle}
        confirmLabel={ar.rates.confirmPublish}
        pending={publishing.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => publishing.mutate()}
      >
        <p>{ar.rates.confirmText(preview?.max_move_percent ?? 0)}</p>
        <ul className="mt-3 flex flex-col gap-1">
          {large.map((row) => (
            <li key={row.line} className="rounded-lg bg-amber-50 px-3 py-2">
              <strong>
                {row.currency_code} · {row.source_name}
              </strong>
              {': '}
              <span dir="ltr">
                {row.last_buy}/{row.last_sell} → {row.buy}/{row.sell}
              </span>{' '}
              ({ar.rates.percent(row.move_percent ?? 0)})
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </section>
  );
}
