import type { TSubscriber } from '@sarraf/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass, FormMessage, SelectField, TextField } from '../../../components/ui/form';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-errors';
import { useSaveProfile } from '../hooks/use-update-profile';

const levelOptions = Object.entries(t.profile.levels).map(([value, label]) => ({ value, label }));

/**
 * Profile update of the token's own number: name, email and the follow-up level. One save, one
 * call: `subscriber/update` for the name and email, or `subscriber/local/update` (the only call
 * that carries `level`, with the name and email) when the level changed. The server's 422 messages
 * show under the fields.
 */
export function ProfileForm({ subscriber }: { readonly subscriber: TSubscriber }) {
  const navigate = useNavigate();
  const [name, setName] = useState(subscriber.name ?? '');
  const [email, setEmail] = useState(subscriber.email ?? '');
  const savedLevel = subscriber.level ?? '';
  const [level, setLevel] = useState(savedLevel);
  const save = useSaveProfile();
  const errors = fieldErrorsOf(save.error) ?? {};
  const otherError = save.isError && !fieldErrorsOf(save.error) ? errorMessageOf(save.error) : null;
  // A level another client set is offered as it was given.
  const options =
    savedLevel && !(savedLevel in t.profile.levels)
      ? [...levelOptions, { value: savedLevel, label: savedLevel }]
      : levelOptions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details = { msisdn: subscriber.msisdn, name: name.trim(), email: email.trim() };
    save.mutate(level === savedLevel ? details : { ...details, level: level || null }, {
      onSuccess: () => void navigate(hrefFor('client.profile'), { state: { saved: true } }),
    });
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <TextField
        label={t.profile.name}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        errors={errors.name}
        required
      />
      <TextField
        label={t.profile.email}
        hint={t.profile.emailHint}
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={errors.email}
      />
      <SelectField
        label={t.profile.level}
        name="level"
        value={level}
        onChange={setLevel}
        options={options}
        errors={errors.level}
      />
      {otherError ? <FormMessage tone="error">{otherError}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? t.profile.saving : t.profile.save}
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => void navigate(hrefFor('client.profile'))}
        >
          {t.profile.cancel}
        </button>
      </div>
    </form>
  );
}
