import { useState, type FormEvent } from 'react';
import type { TRateFeed, TRateFeedDryRun } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { useFormProblems } from '../../../lib/use-form-problems';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { useDeleteRateFeed, useSaveRateFeed, useTestRateFeed, type FeedForm } from '../api/rate-feeds';

const t = ar.rateFeeds;

interface HeaderRow {
  name: string;
  /** Typed by the editor; empty keeps the stored value (shown as its mask). */
  value: string;
  mask: string | null;
}

/** The origin of a typed URL (scheme, host and port), as the server compares it; null while invalid. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const blank = {
  kind: 'json' as FeedForm['kind'],
  url: '',
  interval_minutes: '5',
  items: '',
  code: '',
  buy: '',
  sell: '',
  mode: 'auto' as FeedForm['mode'],
  active: true,
};

/**
 * A price source's feed: kind, URL, headers (an API key, never shown back: only its mask), schedule,
 * mapping and mode. «تجربة الجلب» shows what the form would read, publishing nothing.
 */
export function FeedFormPanel({
  sourceId,
  sourceName,
  feed,
  onDone,
}: {
  sourceId: number;
  sourceName: string;
  feed: TRateFeed | null;
  onDone: () => void;
}) {
  const save = useSaveRateFeed();
  const remove = useDeleteRateFeed();
  const dryRun = useTestRateFeed();
  const toast = useToast();
  const [values, setValues] = useState(() =>
    feed
      ? {
          kind: feed.kind,
          url: feed.url,
          interval_minutes: String(feed.interval_minutes),
          ...feed.mapping,
          mode: feed.mode,
          active: feed.active,
        }
      : blank,
  );
  const [headers, setHeaders] = useState<HeaderRow[]>(
    feed ? feed.headers.map((header) => ({ name: header.name, value: '', mask: header.value_mask })) : [],
  );
  const problems = useFormProblems();
  const { errors, formError } = problems;
  const [preview, setPreview] = useState<TRateFeedDryRun | null>(null);
  const set = (name: keyof typeof values) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));

  function body(): FeedForm {
    return {
      kind: values.kind,
      url: values.url.trim(),
      interval_minutes: Number(values.interval_minutes),
      mapping: { items: values.items, code: values.code, buy: values.buy, sell: values.sell },
      mode: values.mode,
      active: values.active,
      headers: headers
        .filter((header) => header.name.trim() !== '')
        .map((header) => ({ name: header.name.trim(), value: header.value === '' ? null : header.value })),
    };
  }

  const failed = (error: unknown) => {
    problems.fail(error);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    problems.clear();
    save.mutate(
      { sourceId, body: body() },
      {
        onSuccess: (answer) => {
          toast('success', answer.message);
          onDone();
        },
        onError: failed,
      },
    );
  }

  function test() {
    problems.clear();
    setPreview(null);
    dryRun.mutate({ sourceId, body: body() }, { onSuccess: setPreview, onError: failed });
  }

  function destroy() {
    if (!window.confirm(t.deleteConfirm(sourceName))) return;
    remove.mutate(sourceId, {
      onSuccess: (answer) => {
        toast('success', answer.message);
        onDone();
      },
      onError: failed,
    });
  }

  const mappingHint = t.mappingHints[values.kind];
  // The stored values go to the origin they were saved for only (docs/security.md, feed secrets): a
  // URL of another origin needs them typed again, which the server enforces for editors.
  const savedOrigin = feed?.headers_origin ?? null;
  const formOrigin = originOf(values.url.trim());
  const originChanged = savedOrigin !== null && formOrigin !== null && formOrigin !== savedOrigin;
  return (
    <form
      onSubmit={submit}
      aria-label={t.formTitle(sourceName)}
      className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 className="text-xl font-bold text-loader">{t.formTitle(sourceName)}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t.kind} errors={errors.kind}>
          {(control) => (
            <select
              {...control}
              value={values.kind}
              onChange={(event) => set('kind')(event.target.value)}
              className={inputClass}
            >
              <option value="json">JSON</option>
              <option value="csv">CSV</option>
              <option value="xml">XML</option>
            </select>
          )}
        </FormField>
        <FormField label={t.url} errors={errors.url}>
          {(control) => (
            <input
              {...control}
              dir="ltr"
              type="url"
              required
              value={values.url}
              onChange={(event) => set('url')(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={t.interval} hint={t.intervalHint} errors={errors.interval_minutes}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={1440}
              required
              value={values.interval_minutes}
              onChange={(event) => set('interval_minutes')(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={t.mode} errors={errors.mode}>
          {(control) => (
            <select
              {...control}
              value={values.mode}
              onChange={(event) => set('mode')(event.target.value)}
              className={inputClass}
            >
              <option value="auto">{t.modeAuto}</option>
              <option value="review">{t.modeReview}</option>
            </select>
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-4">
        <legend className="font-bold">{t.mapping}</legend>
        <p className="text-sm text-slate-600 sm:col-span-4">{mappingHint}</p>
        {values.kind !== 'csv' ? (
          <FormField label={t.items} errors={errors['mapping.items']}>
            {(control) => (
              <input
                {...control}
                dir="ltr"
                value={values.items}
                onChange={(event) => set('items')(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
        ) : null}
        {(['code', 'buy', 'sell'] as const).map((field) => (
          <FormField key={field} label={t.fields[field]} errors={errors[`mapping.${field}`]}>
            {(control) => (
              <input
                {...control}
                dir="ltr"
                required
                value={values[field]}
                onChange={(event) => set(field)(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-bold">{t.headers}</legend>
        <p className="text-sm text-slate-600">{t.headersHint}</p>
        {savedOrigin !== null && !originChanged ? (
          <p className="text-sm text-slate-600" dir="auto">
            {t.headersOrigin(savedOrigin)}
          </p>
        ) : null}
        {originChanged ? (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t.retypeNotice(savedOrigin)}
          </p>
        ) : null}
        {headers.map((header, index) => (
          <div key={index} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <FormField label={t.headerName} errors={errors[`headers.${index}.name`]}>
              {(control) => (
                <input
                  {...control}
                  dir="ltr"
                  value={header.name}
                  onChange={(event) =>
                    setHeaders((rows) =>
                      rows.map((row, i) => (i === index ? { ...row, name: event.target.value } : row)),
                    )
                  }
                  className={inputClass}
                />
              )}
            </FormField>
            <FormField label={t.headerValue} errors={errors[`headers.${index}.value`]}>
              {(control) => (
                <input
                  {...control}
                  dir="ltr"
                  type="password"
                  autoComplete="off"
                  placeholder={header.mask === null ? '' : originChanged ? t.retypePlaceholder : header.mask}
                  value={header.value}
                  onChange={(event) =>
                    setHeaders((rows) =>
                      rows.map((row, i) => (i === index ? { ...row, value: event.target.value } : row)),
                    )
                  }
                  className={inputClass}
                />
              )}
            </FormField>
            <button
              type="button"
              className={`${buttonClass.secondary} self-end`}
              onClick={() => setHeaders((rows) => rows.filter((_, i) => i !== index))}
            >
              {t.removeHeader}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={`${buttonClass.link} self-start`}
          onClick={() => setHeaders((rows) => [...rows, { name: '', value: '', mask: null }])}
        >
          {t.addHeader}
        </button>
      </fieldset>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => set('active')(event.target.checked)}
        />
        {t.active}
      </label>
      <FormError message={formError} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {t.save}
        </button>
        <button type="button" className={buttonClass.secondary} disabled={dryRun.isPending} onClick={test}>
          {t.testFetch}
        </button>
        {feed ? (
          <button type="button" className={buttonClass.danger} disabled={remove.isPending} onClick={destroy}>
            {t.delete}
          </button>
        ) : null}
        <button type="button" className={buttonClass.link} onClick={onDone}>
          {t.cancel}
        </button>
      </div>
      {preview ? <DryRunResult result={preview} /> : null}
    </form>
  );
}

function DryRunResult({ result }: { result: TRateFeedDryRun }) {
  if (result.error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
        {result.error}
      </p>
    );
  return (
    <section aria-label={t.previewTitle} className="flex flex-col gap-2" role="status">
      <h3 className="font-bold">{t.previewTitle}</h3>
      <p>{t.previewSummary(result.lines.length, result.skipped.length)}</p>
      {result.lines.length > 0 ? (
        <table className="text-sm">
          <thead>
            <tr>
              <th scope="col" className="p-1 text-start">
                {t.fields.code}
              </th>
              <th scope="col" className="p-1 text-start">
                {t.fields.buy}
              </th>
              <th scope="col" className="p-1 text-start">
                {t.fields.sell}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.lines.map((line) => (
              <tr key={line.currency}>
                <td className="p-1" dir="ltr">
                  {line.currency}
                </td>
                <td className="p-1" dir="ltr">
                  {line.buy}
                </td>
                <td className="p-1" dir="ltr">
                  {line.sell}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {result.skipped.length > 0 ? (
        <ul className="text-sm text-amber-900">
          {result.skipped.map((line) => (
            <li key={line.line}>
              {t.skippedLine(line.line, line.code, t.skipReasons[line.reason] ?? line.reason)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
