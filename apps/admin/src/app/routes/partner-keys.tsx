import { useState } from 'react';
import type { TCreatedPartnerKey, TPartnerKey } from '@sarraf/contracts';
import { usePartnerKeys } from '../../features/partner-keys/api/partner-keys';
import { CreatePartnerKeyForm } from '../../features/partner-keys/components/create-partner-key-form';
import { CreatedKeyPanel } from '../../features/partner-keys/components/created-key-panel';
import { RevokePartnerKey } from '../../features/partner-keys/components/revoke-partner-key';
import { ar } from '../../i18n/ar';
import { formatDateTime } from '../../lib/format';
import { queryProblem } from '../../lib/query-error';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { StatusBadge } from '../../components/ui/status-badge';

const t = ar.partnerKeys;

const columns: DataColumn<TPartnerKey>[] = [
  { key: 'name', header: t.name, render: (row) => row.name },
  { key: 'source', header: t.source, render: (row) => row.source_name },
  {
    key: 'prefix',
    header: t.prefix,
    ltr: true,
    render: (row) => <code className="text-xs">{row.prefix}…</code>,
  },
  {
    key: 'state',
    header: t.state,
    render: (row) => (
      <StatusBadge tone={row.revoked_at ? 'neutral' : 'good'}>
        {row.revoked_at ? t.revoked : t.active}
      </StatusBadge>
    ),
  },
  { key: 'created', header: t.createdAt, render: (row) => formatDateTime(row.created_at) },
  {
    key: 'used',
    header: t.lastUsed,
    render: (row) => (row.last_used_at ? formatDateTime(row.last_used_at) : t.never),
  },
  {
    key: 'by',
    header: t.createdBy,
    render: (row) => <span dir="ltr">{row.created_by ?? ar.common.none}</span>,
  },
];

/** Partners' API keys (admins only): make one for a source (shown once), revoke one. */
export function PartnerKeysScreen() {
  const list = usePartnerKeys();
  const problem = queryProblem(list.isError, list.error);
  const [created, setCreated] = useState<TCreatedPartnerKey | null>(null);
  return (
    <section aria-labelledby="partner-keys-title" className="flex flex-col gap-4">
      <h1 id="partner-keys-title" className="text-3xl font-bold text-loader">
        {t.title}
      </h1>
      <p className="text-slate-700">{t.intro}</p>
      {created ? <CreatedKeyPanel created={created} onDone={() => setCreated(null)} /> : null}
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        error={problem.text}
        onRetry={() => void list.refetch()}
        emptyText={t.empty}
        actions={(row) => <RevokePartnerKey partnerKey={row} />}
      />
      <section aria-labelledby="create-key-title" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="create-key-title" className="mb-3 text-xl font-bold text-loader">
          {t.create}
        </h2>
        <CreatePartnerKeyForm onCreated={setCreated} />
      </section>
    </section>
  );
}

export { PartnerKeysScreen as Component };
