import type { TAdminAccount } from '@sarraf/contracts';
import { useAdminUsers } from '../../features/users/api/users';
import { CreateUserForm } from '../../features/users/components/create-user-form';
import { UserActions } from '../../features/users/components/user-actions';
import { ar } from '../../i18n/ar';
import { useAdminUser } from '../../lib/admin-user';
import { useOperators } from '../../lib/operators';
import { formatDateTime } from '../../lib/format';
import { queryProblem } from '../../lib/query-error';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { StatusBadge } from '../../components/ui/status-badge';

const t = ar.users;

/** Back-office accounts (admins only). */
export function UsersScreen() {
  const me = useAdminUser();
  const list = useAdminUsers();
  const operators = useOperators().data ?? [];
  const operatorName = (id: string) => operators.find((operator) => operator.id === id)?.name.ar ?? id;
  const problem = queryProblem(list.isError, list.error);
  const columns: DataColumn<TAdminAccount>[] = [
    {
      key: 'email',
      header: t.email,
      render: (row) => (
        <>
          <span dir="ltr">{row.email}</span>{' '}
          {row.id === me.id ? <span className="text-sm text-slate-600">{t.you}</span> : null}
        </>
      ),
    },
    { key: 'name', header: t.name, render: (row) => row.name || ar.common.none },
    {
      key: 'role',
      header: t.role,
      render: (row) =>
        row.operator_id
          ? `${t.roles[row.role] ?? row.role} · ${operatorName(row.operator_id)}`
          : (t.roles[row.role] ?? row.role),
    },
    {
      key: 'state',
      header: t.state,
      render: (row) => (
        <StatusBadge tone={row.active ? 'good' : 'neutral'}>{row.active ? t.active : t.disabled}</StatusBadge>
      ),
    },
    { key: 'login', header: t.lastLogin, render: (row) => formatDateTime(row.last_login_at) },
  ];
  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-4">
      <h1 id="users-title" className="text-3xl font-bold text-loader">
        {t.title}
      </h1>
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        error={problem.text}
        onRetry={() => void list.refetch()}
        actions={(row) => <UserActions account={row} isSelf={row.id === me.id} />}
      />
      <section
        aria-labelledby="create-user-title"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="create-user-title" className="mb-3 text-xl font-bold text-loader">
          {t.create}
        </h2>
        <CreateUserForm />
      </section>
    </section>
  );
}

export { UsersScreen as Component };
