import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TAdminTransaction } from '@sarraf/contracts';
import { adminRoutes } from '../../../config/routes';
import { ar } from '../../../i18n/ar';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { pathOf } from '../../../lib/query-string';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { buttonClass } from '../../../components/ui/states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { RefundDialog } from './refund-dialog';
import { Msisdn, Reference } from '../../../components/ui/ltr';

const t = ar.transactions;

const statusTone = { succeeded: 'good', failed: 'bad', pending: 'warn' } as const;

/** The ledger's columns; `showSubscriber: false` on a subscriber's own page. */
export function transactionColumns({ showSubscriber = true } = {}): DataColumn<TAdminTransaction>[] {
  return [
    { key: 'created', header: ar.common.date, render: (row) => formatDateTime(row.created_at) },
    ...(showSubscriber
      ? [
          {
            key: 'msisdn',
            header: t.subscriber,
            render: (row: TAdminTransaction) => (
              <span className="flex flex-wrap items-center gap-2">
                <Link
                  className={buttonClass.link}
                  to={pathOf(adminRoutes['admin.subscriber'], { id: row.subscriber_id })}
                >
                  <Msisdn value={row.msisdn} />
                </Link>
                {row.subscriber_retired_at ? (
                  <StatusBadge tone="neutral">{ar.common.recycled}</StatusBadge>
                ) : null}
              </span>
            ),
          },
        ]
      : []),
    { key: 'kind', header: ar.common.kind, render: (row) => ar.transactionKind[row.kind] },
    {
      key: 'status',
      header: ar.common.status,
      render: (row) => (
        <StatusBadge tone={statusTone[row.status]}>
          {ar.transactionStatus[row.status] ?? row.status}
        </StatusBadge>
      ),
    },
    { key: 'amount', header: t.amount, render: (row) => formatMoney(row.amount_minor, row.currency) },
    {
      key: 'refunded',
      header: t.refunded,
      render: (row) =>
        row.refunded_minor > 0 ? formatMoney(row.refunded_minor, row.currency) : ar.common.none,
    },
    {
      key: 'description',
      header: t.description,
      // A floor on the width, so a phone scrolls the table instead of stacking one word per line.
      render: (row) => (
        <span className="block min-w-36">
          {row.description}
          {row.reason ? <span className="block text-sm text-slate-600">{row.reason}</span> : null}
        </span>
      ),
    },
    {
      key: 'reference',
      header: t.reference,
      ltr: true,
      render: (row) => <Reference value={row.reference} />,
    },
  ];
}

/**
 * The refund action of a ledger row (only on a succeeded charge with something left to refund) and
 * the dialog it opens: render `dialog` beside the table.
 */
export function useRefundAction(): { actions: (row: TAdminTransaction) => ReactNode; dialog: ReactNode } {
  const [refunding, setRefunding] = useState<TAdminTransaction | null>(null);
  return {
    actions: (row) =>
      row.refundable_minor > 0 ? (
        <button type="button" className={buttonClass.secondary} onClick={() => setRefunding(row)}>
          {t.refund}
        </button>
      ) : null,
    dialog: refunding ? <RefundDialog charge={refunding} onClose={() => setRefunding(null)} /> : null,
  };
}

/** Ledger rows with their refund action, unpaged (a subscriber's own page). */
export function TransactionTable(props: {
  rows: readonly TAdminTransaction[] | undefined;
  /** Hide the subscriber column on a subscriber's own page. */
  showSubscriber?: boolean;
  caption?: string;
  emptyText?: string;
}) {
  const refund = useRefundAction();
  return (
    <>
      <DataTable
        caption={props.caption ?? t.caption}
        columns={transactionColumns({ showSubscriber: props.showSubscriber ?? true })}
        rows={props.rows}
        rowKey={(row) => row.id}
        isLoading={false}
        emptyText={props.emptyText ?? t.empty}
        actions={refund.actions}
      />
      {refund.dialog}
    </>
  );
}
