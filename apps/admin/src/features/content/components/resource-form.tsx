import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zoneNote } from '../../../lib/format';
import { ar } from '../../../i18n/ar';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/states';
import { LoadingState } from '../../../components/ui/states';
import { ImageField } from './image-field';
import { PriceLinesField, type PriceLine } from './price-lines-field';
import type { FieldSpec, FormValues } from './resource-types';

// The editor (tiptap) is loaded with the first form that needs it, not with every list screen.
const RichTextEditor = lazy(async () => ({
  default: (await import('../../../components/ui/rich-text-editor')).RichTextEditor,
}));

interface ResourceFormProps {
  title: string;
  fields: readonly FieldSpec[];
  values: FormValues;
  errors: Record<string, string[]>;
  formError: string | null;
  pending: boolean;
  onChange: (name: string, value: string | boolean) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The create/edit form of a resource: one labelled control per field, 422 errors under each. */
export function ResourceForm(props: ResourceFormProps) {
  const { title, fields, values, errors, formError, pending, onChange, onSubmit, onCancel } = props;
  return (
    <form
      aria-label={title}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2 className="text-xl font-bold text-loader">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {fields.map((field) => (
          <div
            key={field.name}
            className={
              field.kind === 'textarea' || field.kind === 'richtext' || field.kind === 'priceLines'
                ? 'md:col-span-2'
                : undefined
            }
          >
            {field.kind === 'priceLines' ? (
              <PriceLinesField
                label={field.label}
                lines={JSON.parse(String(values[field.name] || '[]')) as PriceLine[]}
                errors={errors}
                onChange={(lines) => onChange(field.name, JSON.stringify(lines))}
              />
            ) : (
              <Field
                field={field}
                value={values[field.name]}
                errors={errors[field.name]}
                onChange={onChange}
              />
            )}
          </div>
        ))}
      </div>
      <FormError message={formError} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? ar.crud.saving : ar.crud.save}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          {ar.dialog.cancel}
        </button>
      </div>
    </form>
  );
}

function Field({
  field,
  value,
  errors,
  onChange,
}: {
  field: FieldSpec;
  value: string | boolean | undefined;
  errors?: string[];
  onChange: (name: string, value: string | boolean) => void;
}) {
  const remote = useQuery({
    queryKey: ['options', field.kind === 'select' ? field.optionsFrom?.key : null],
    queryFn: () =>
      field.kind === 'select' && field.optionsFrom ? field.optionsFrom.load() : Promise.resolve([]),
    enabled: field.kind === 'select' && Boolean(field.optionsFrom),
  });

  // Rendered by the form itself (it needs every line's errors).
  if (field.kind === 'priceLines') return null;
  if (field.kind === 'image') {
    return (
      <ImageField
        label={field.label}
        value={String(value ?? '')}
        errors={errors}
        onChange={(url) => onChange(field.name, url)}
      />
    );
  }
  if (field.kind === 'richtext') {
    return (
      <FormField label={field.label} hint={field.hint} errors={errors}>
        {(control) => (
          <Suspense fallback={<LoadingState />}>
            <RichTextEditor
              label={field.label}
              {...(field.english ? { lang: 'en' as const } : {})}
              value={String(value ?? '')}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              onChange={(html) => onChange(field.name, html)}
            />
          </Suspense>
        )}
      </FormField>
    );
  }
  if (field.kind === 'checkbox') {
    return (
      <label className="flex items-center gap-2 pt-6 font-bold">
        <input
          type="checkbox"
          className="size-5 accent-loader"
          checked={value === true}
          onChange={(event) => onChange(field.name, event.target.checked)}
        />
        {field.label}
      </label>
    );
  }
  // A date-time is typed on the service zone's clock: named when the browser's reads otherwise.
  const zone = field.kind === 'datetime' ? zoneNote(new Date()) : '';
  return (
    <FormField label={zone ? `${field.label} (${zone})` : field.label} hint={field.hint} errors={errors}>
      {(control) =>
        field.kind === 'textarea' ? (
          <textarea
            {...control}
            {...(field.english ? { lang: 'en', dir: 'ltr' } : {})}
            rows={4}
            className={inputClass}
            value={String(value ?? '')}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        ) : field.kind === 'select' ? (
          <select
            {...control}
            className={inputClass}
            value={String(value ?? '')}
            onChange={(event) => onChange(field.name, event.target.value)}
          >
            {field.placeholder ? (
              <option value="" disabled>
                {field.placeholder}
              </option>
            ) : field.optional ? (
              <option value="">{ar.crud.none}</option>
            ) : null}
            {(field.options ?? remote.data ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...control}
            type={
              field.kind === 'number' ? 'text' : field.kind === 'datetime' ? 'datetime-local' : field.kind
            }
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            dir={
              field.ltr || field.english || field.kind === 'number' || field.kind === 'url'
                ? 'ltr'
                : undefined
            }
            lang={field.english ? 'en' : undefined}
            required={!field.optional && !field.english && field.kind !== 'datetime'}
            className={inputClass}
            value={String(value ?? '')}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        )
      }
    </FormField>
  );
}
