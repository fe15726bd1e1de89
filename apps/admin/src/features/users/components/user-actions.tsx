import { useState } from 'react';
import type { TAdminAccount } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { useFormProblems } from '../../../lib/use-form-problems';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { useResetPassword, useUpdateUser } from '../api/users';

const t = ar.users;
type Pending = 'role' | 'active' | 'password' | null;

/**
 * Role change, disable/enable and password reset of one account, each behind a confirmation. The
 * signed-in admin gets none of the first two on their own row (the server refuses them too).
 */
export function UserActions({ account, isSelf }: { account: TAdminAccount; isSelf: boolean }) {
  const [pending, setPending] = useState<Pending>(null);
  const [password, setPassword] = useState('');
  const problems = useFormProblems(['role', 'active']);
  const { errors, formError } = problems;
  const update = useUpdateUser();
  const reset = useResetPassword();
  const toast = useToast();

  const close = () => {
    setPending(null);
    setPassword('');
    problems.clear();
  };
  const onError = (error: unknown) => {
    problems.fail(error);
  };
  const onSuccess = (answer: { message: string }) => {
    toast('success', answer.message);
    close();
  };

  function confirm() {
    if (pending === 'role') {
      update.mutate(
        { id: account.id, role: account.role === 'admin' ? 'editor' : 'admin' },
        { onSuccess, onError },
      );
    } else if (pending === 'active') {
      update.mutate({ id: account.id, active: !account.active }, { onSuccess, onError });
    } else if (pending === 'password') {
      reset.mutate({ id: account.id, password }, { onSuccess, onError });
    }
  }

  const title =
    pending === 'role'
      ? t.roleTitle(account.email)
      : pending === 'active'
        ? t.disableTitle(account.email)
        : t.resetTitle(account.email);

  return (
    <div className="flex flex-wrap gap-2">
      {!isSelf ? (
        <>
          {account.role !== 'care' ? (
            // A care account stays one: it is made for one operator, never promoted by a click.
            <button type="button" className={buttonClass.secondary} onClick={() => setPending('role')}>
              {account.role === 'admin' ? t.makeEditor : t.makeAdmin}
            </button>
          ) : null}
          {account.active ? (
            <button type="button" className={buttonClass.danger} onClick={() => setPending('active')}>
              {t.disable}
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => update.mutate({ id: account.id, active: true }, { onSuccess, onError })}
            >
              {t.enable}
            </button>
          )}
        </>
      ) : null}
      <button type="button" className={buttonClass.secondary} onClick={() => setPending('password')}>
        {t.resetPassword}
      </button>
      <ConfirmDialog
        open={pending !== null}
        title={title}
        confirmLabel={
          pending === 'password'
            ? t.resetConfirm
            : pending === 'active'
              ? t.disable
              : account.role === 'admin'
                ? t.makeEditor
                : t.makeAdmin
        }
        tone={pending === 'active' ? 'danger' : 'primary'}
        pending={update.isPending || reset.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        {pending === 'active' ? <p>{t.disableText}</p> : null}
        {pending === 'role' ? <p>{t.roleText}</p> : null}
        {pending === 'password' ? (
          <FormField label={t.newPassword} hint={t.passwordHint} errors={errors.password}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="new-password"
                minLength={12}
                className={inputClass}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <div className="mt-2">
          <FormError message={formError} />
        </div>
      </ConfirmDialog>
    </div>
  );
}
