import type { TCreatedPartnerKey } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { useCreateForm } from '../../../lib/use-create-form';
import { FormField, FormSubmitRow, inputClass } from '../../../components/ui/form-field';
import { useCreatePartnerKey, usePriceSourceOptions } from '../api/partner-keys';

const t = ar.partnerKeys;

/** A new key: the price source it is scoped to and a name; the answer holds the key, shown once. */
export function CreatePartnerKeyForm({ onCreated }: { onCreated: (created: TCreatedPartnerKey) => void }) {
  const sources = usePriceSourceOptions();
  const { submit, errors, formError, pending } = useCreateForm(
    useCreatePartnerKey(),
    (text) => ({ source_id: text('source_id'), name: text('name') }),
    onCreated,
  );

  return (
    <form onSubmit={submit} aria-label={t.create} className="grid gap-3 sm:grid-cols-2">
      <FormField label={t.source} errors={errors.source_id}>
        {(control) => (
          <select {...control} name="source_id" defaultValue="" required className={inputClass}>
            <option value="" disabled>
              {t.chooseSource}
            </option>
            {(sources.data ?? []).map((source) => (
              <option key={source.id} value={source.id}>
                {source.name} — {source.city}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t.name} hint={t.nameHint} errors={errors.name}>
        {(control) => (
          <input {...control} name="name" autoComplete="off" maxLength={100} className={inputClass} />
        )}
      </FormField>
      <FormSubmitRow error={formError} pending={pending} label={t.submitCreate} />
    </form>
  );
}
