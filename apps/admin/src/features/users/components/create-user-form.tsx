import { useState } from 'react';
import type { TAdminRole } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { useOperators } from '../../../lib/operators';
import { useCreateForm } from '../../../lib/use-create-form';
import { FormField, FormSubmitRow, inputClass } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useCreateUser } from '../api/users';

const t = ar.users;

const ROLES: readonly TAdminRole[] = ['editor', 'admin', 'care'];
const roleOf = (value: string): TAdminRole => ROLES.find((role) => role === value) ?? 'editor';

/**
 * A new back-office account: email, name, role and a first password of at least 12 characters. A
 * customer-care account also names the one operator whose subscribers it serves
 * (docs/operators.md#the-care-role).
 */
export function CreateUserForm() {
  const toast = useToast();
  const [role, setRole] = useState<TAdminRole>('editor');
  const operators = useOperators().data ?? [];
  const { submit, errors, formError, pending } = useCreateForm(
    useCreateUser(),
    (text) => ({
      email: text('email'),
      name: text('name'),
      role: roleOf(text('role')),
      ...(roleOf(text('role')) === 'care' && text('operator_id') ? { operator_id: text('operator_id') } : {}),
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
          <select
            {...control}
            name="role"
            value={role}
            onChange={(event) => setRole(roleOf(event.target.value))}
            className={inputClass}
          >
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {t.roles[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {role === 'care' ? (
        <FormField label={t.operator} hint={t.operatorHint} errors={errors.operator_id}>
          {(control) => (
            <select {...control} name="operator_id" defaultValue="" className={inputClass}>
              <option value="" disabled>
                {t.chooseOperator}
              </option>
              {operators.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.name.ar}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
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
