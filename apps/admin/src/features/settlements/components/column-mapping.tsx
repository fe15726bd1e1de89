import { useState } from 'react';
import type { TSettlementColumns } from '@sarraf/contracts';
import { SETTLEMENT_FIELDS } from '@sarraf/contracts/admin/settlement-limits';
import { ar } from '../../../i18n/ar';
import { apiErrorOf } from '../../../lib/api-client';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass, ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { useSaveSettlementColumns, useSettlementColumns } from '../api/settlements';

const t = ar.settlements;
const PRESET_NAMES: Record<string, string> = { http: 'HTTP', oneapi: 'OneAPI' };

/** The operator file's column names (docs/revenue.md#column-mapping), with the known presets. */
export function ColumnMapping() {
  const settings = useSettlementColumns();
  return (
    <section
      aria-labelledby="settlement-columns-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="settlement-columns-title" className="text-xl font-bold text-loader">
        {t.columnsTitle}
      </h2>
      <p className="text-slate-700">{t.columnsIntro}</p>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState message={apiErrorOf(settings.error).message} onRetry={() => void settings.refetch()} />
      ) : (
        <ColumnForm initial={settings.data.columns} presets={settings.data.presets} />
      )}
    </section>
  );
}

function ColumnForm({
  initial,
  presets,
}: {
  initial: TSettlementColumns;
  presets: Record<string, TSettlementColumns>;
}) {
  const toast = useToast();
  const save = useSaveSettlementColumns();
  const [columns, setColumns] = useState<TSettlementColumns>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(columns, {
          onSuccess: () => {
            setErrors({});
            setFormError(null);
            toast('success', t.columnsSaved);
          },
          onError: (error) => {
            const problem = apiErrorOf(error);
            setErrors(
              Object.fromEntries(
                Object.entries(problem.errors ?? {}).map(([key, value]) => [
                  key.replace(/^columns\./, ''),
                  value,
                ]),
              ),
            );
            setFormError(problem.message ?? ar.states.errorText);
          },
        });
      }}
    >
      <div role="group" aria-label={t.presetsLabel} className="flex flex-wrap gap-2">
        {Object.entries(presets).map(([name, preset]) => (
          <button
            key={name}
            type="button"
            className={buttonClass.secondary}
            onClick={() => setColumns({ ...preset })}
          >
            {t.preset(PRESET_NAMES[name] ?? name)}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SETTLEMENT_FIELDS.map((field) => (
          <FormField
            key={field}
            label={t.fields[field] ?? field}
            hint={t.fieldHints[field] ?? ''}
            {...(errors[field] ? { errors: errors[field] } : {})}
          >
            {(control) => (
              <input
                {...control}
                dir="ltr"
                required
                maxLength={100}
                className={inputClass}
                value={columns[field]}
                onChange={(event) => setColumns({ ...columns, [field]: event.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormError message={formError} />
      <div>
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? ar.crud.saving : t.saveColumns}
        </button>
      </div>
    </form>
  );
}
