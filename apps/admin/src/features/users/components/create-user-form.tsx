import type { FormEvent } from 'react';
import { ar } from '../../../i18n/ar';
import { useFormProblems } from '../../../lib/use-form-problems';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { useCreateUser } from '../api/users';

const t = ar.users;

/** A new back-office account: email, name, role and a first password of at least 12 characters. */
export function CreateUserForm() {
  const create = useCreateUser();
  const toast = useToast();
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
      {
        email: text('email'),
        name: text('name'),
        role: text('role') === 'admin' ? 'admin' : 'editor',
        password: text('password'),
      },
      {
        onSuccess: (answer) => {
          toast('success', answer.message);
          formElement.reset();
        },
        onError: (error) => {
          problems.fail(error);
        },
      },
    );
  }

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
      <div className="sm:col-span-2">
        <FormError message={formError} />
        <button type="submit" className={`${buttonClass.primary} mt-2`} disabled={create.isPending}>
          {t.submitCreate}
        </button>
      </div>
    </form>
  );
}
