import type { TSubscriberProfile } from '@sarraf/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass, FormMessage, TextField } from '../../../components/ui/form';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { useUpdateProfile } from '../hooks/use-update-profile';

/** Profile update: name and email; the server's 422 messages show under the fields. */
export function ProfileForm({ subscriber }: { readonly subscriber: TSubscriberProfile }) {
  const navigate = useNavigate();
  const [name, setName] = useState(subscriber.name ?? '');
  const [email, setEmail] = useState(subscriber.email ?? '');
  const update = useUpdateProfile();
  const errors = fieldErrorsOf(update.error) ?? {};
  const otherError = update.isError && !fieldErrorsOf(update.error) ? errorMessageOf(update.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { name: name.trim(), email: email.trim() },
      { onSuccess: () => void navigate(hrefFor('client.profile'), { state: { saved: true } }) },
    );
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
      {otherError ? <FormMessage tone="error">{otherError}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} disabled={update.isPending}>
          {update.isPending ? t.profile.saving : t.profile.save}
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
