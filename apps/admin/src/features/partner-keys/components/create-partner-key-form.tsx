import type { FormEvent } from 'react';
import type { TCreatedPartnerKey } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { useFormProblems } from '../../../lib/use-form-problems';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/states';
import { useCreatePartnerKey, usePriceSourceOptions } from '../api/partner-keys';

const t = ar.partnerKeys;

/** A new key: the price source it is scoped to and a name; the answer holds the key, shown once. */
export function CreatePartnerKeyForm({ onCreated }: { onCreated: (created: TCreatedPartnerKey) => void }) {
  const create = useCreatePartnerKey();
  const sources = usePriceSourceOptions();
  const problems = useFormProblems();
  const { errors, formError } = problems;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    problems.clear();
    create.mutate(
      { source_id: text('source_id'), name: text('name') },
      {
        onSuccess: (created) => {
          formElement.reset();
          onCreated(created);
        },
        onError: (error) => {
          problems.fail(error);
        },
      },
    );
  }

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
      <div className="sm:col-span-2">
        <FormError message={formError} />
        <button type="submit" className={`${buttonClass.primary} mt-2`} disabled={create.isPending}>
          {t.submitCreate}
        </button>
      </div>
    </form>
  );
}
