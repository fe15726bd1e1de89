import type { TSubscriber } from '@sarraf/contracts';
import { useState, type FormEvent } from 'react';
import { buttonClass, FormMessage, SelectField } from '../../../components/ui/form';
import { ar } from '../../../i18n/ar';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { useUpdateLevel } from '../hooks/use-update-profile';

const levelOptions = Object.entries(ar.profile.levels).map(([value, label]) => ({ value, label }));

/**
 * The follow-up level (`subscriber/local/update`, the only call that carries `level`): sent with
 * the name and email as they are saved, so choosing a level changes nothing else.
 */
export function LevelForm({ subscriber }: { readonly subscriber: TSubscriber }) {
  const given = subscriber.level ?? '';
  const [level, setLevel] = useState(given);
  const update = useUpdateLevel();
  const errors = fieldErrorsOf(update.error) ?? {};
  const otherErrors = Object.entries(errors)
    .filter(([field]) => field !== 'level')
    .flatMap(([, messages]) => messages);
  const options =
    given && !(given in ar.profile.levels) ? [...levelOptions, { value: given, label: given }] : levelOptions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      msisdn: subscriber.msisdn,
      name: subscriber.name ?? '',
      email: subscriber.email ?? '',
      level: level || null,
    });
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="level-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <h2 id="level-title" className="text-lg font-bold text-loader">
        {ar.profile.levelTitle}
      </h2>
      <p className="text-slate-700">{ar.profile.levelHint}</p>
      <SelectField
        label={ar.profile.level}
        name="level"
        value={level}
        onChange={setLevel}
        options={options}
        errors={errors.level}
      />
      {otherErrors.length ? <FormMessage tone="error">{otherErrors.join(' ')}</FormMessage> : null}
      {update.isError && !fieldErrorsOf(update.error) ? (
        <FormMessage tone="error">{errorMessageOf(update.error)}</FormMessage>
      ) : null}
      {update.isSuccess ? <FormMessage tone="success">{ar.profile.levelSaved}</FormMessage> : null}
      <button type="submit" className={`${buttonClass.primary} self-start`} disabled={update.isPending}>
        {update.isPending ? ar.profile.saving : ar.profile.saveLevel}
      </button>
    </form>
  );
}
