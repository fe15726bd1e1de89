import { ar } from '../../../i18n/ar';
import { useCreateForm } from '../../../lib/use-create-form';
import { FormField, FormSubmitRow, inputClass } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useCreateUser } from '../api/users';

const t = ar.users;

/** A new back-office account: email, name, role and a first password of at least 12 characters. */
export function CreateUserForm() {
  const toast = useToast();
  const { submit, errors, formError, pending } = useCreateForm(
    useCreateUser(),
    (text) => ({
      email: text('email'),
      name: text('name'),
      role: text('role') === 'admin' ? ('admin' as const) : ('editor' as const),
      password: text('password'),
    }),
    (answer) => toast('success', answer.message),
  );

  return (
    <form onSubmit={submit} aria-label={t.create} className="grid gap-3 sm:grid-cols-2">
      <FormField label={t.email} errors={errors.email}>
        {(control) => (
          <input {...control} name="email" type="email" dir="ltr" autoComplete="off" className={inputClass} />
        )}
      </FormField>
      <FormField label={t.name} errors={errors.name}>
        {(control) => <input {...control} name="name" autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label={t.role} errors={errors.role}>
        {(control) => (
          <select {...control} name="role" defaultValue="editor" className={inputClass}>
            <option value="editor">{t.roles.editor}</option>
            <option value="admin">{t.roles.admin}</option>
          </select>
        )}
      </FormField>
      <FormField label={t.password} hint={t.passwordHint} errors={errors.password}>
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            className={inputClass}
          />
        )}
      </FormField>
      <FormSubmitRow error={formError} pending={pending} label={t.submitCreate} />
    </form>
  );
}
