import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { adminRoutes } from '../../config/routes';
import { useSubscriber } from '../../features/subscribers/api/subscribers';
import { SubscriptionCard } from '../../features/subscribers/components/subscription-card';
import { HeldRenewals } from '../../features/subscribers/components/held-renewals';
import { SubscriptionHistory } from '../../features/subscribers/components/subscription-history';
import { SmsTable } from '../../features/sms-log/components/sms-table';
import { TransactionTable } from '../../features/transactions/components/transaction-table';
import { ar } from '../../i18n/ar';
import { formatDateTime } from '../../lib/format';
import { queryProblem } from '../../lib/query-error';
import { buttonClass, ErrorState, LoadingState } from '../../components/ui/states';
import { StatusBadge } from '../../components/ui/status-badge';
import { Msisdn } from '../../components/ui/ltr';

const t = ar.subscriber;

function Section({
  id,
  title,
  children,
  more,
}: {
  id: string;
  title: string;
  children: ReactNode;
  more?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-loader">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/**
 * One subscriber: profile, subscription and cancel, ledger and refunds, the operator's held renewal
 * reports (when there are any), history, SMS.
 */
export function SubscriberScreen() {
  const id = useParams().id ?? '';
  const detail = useSubscriber(id);
  const problem = queryProblem(detail.isError, detail.error);

  if (detail.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={problem.text ?? undefined} onRetry={() => void detail.refetch()} />;

  const data = detail.data;
  const subscriber = data.subscriber;
  const byNumber = `?msisdn=${encodeURIComponent(subscriber.msisdn)}`;
  // The ledger by subscriber, not by number: a number given to someone else is two subscribers.
  const bySubscriber = `?subscriber_id=${encodeURIComponent(id)}`;
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link className={buttonClass.link} to={adminRoutes['admin.subscribers']}>
          {ar.common.back}
        </Link>
      </p>
      <h1 className="flex flex-wrap items-center gap-2 text-3xl font-bold text-loader">
        <span>
          {t.title('')}
          <Msisdn value={subscriber.msisdn} />
        </span>
        {data.retired_at ? <StatusBadge tone="neutral">{ar.common.recycled}</StatusBadge> : null}
      </h1>
      {data.retired_at ? (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2">
          {t.recycledNote(formatDateTime(data.retired_at))}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="profile" title={t.profile}>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-bold">{ar.subscribers.name}</dt>
            <dd>{subscriber.name ?? ar.common.none}</dd>
            <dt className="font-bold">{t.email}</dt>
            <dd dir="ltr" className="text-start">
              {subscriber.email ?? ar.common.none}
            </dd>
            <dt className="font-bold">{t.notifications}</dt>
            <dd>{subscriber.notifications_enabled ? t.on : t.off}</dd>
            <dt className="font-bold">{ar.subscribers.joined}</dt>
            <dd>{formatDateTime(subscriber.created_at)}</dd>
          </dl>
        </Section>
        <Section id="subscription" title={t.subscription}>
          <SubscriptionCard subscriberId={id} subscription={data.subscription} />
        </Section>
      </div>
      <Section
        id="transactions"
        title={t.transactions}
        more={
          data.transactions_total > data.transactions.length ? (
            <Link className={buttonClass.link} to={`${adminRoutes['admin.transactions']}${bySubscriber}`}>
              {t.transactionsAll(data.transactions_total)}
            </Link>
          ) : null
        }
      >
        <TransactionTable
          rows={data.transactions}
          showSubscriber={false}
          caption={t.transactionsCaption}
          emptyText={t.noTransactions}
        />
      </Section>
      {data.held_renewals.length > 0 ? (
        <Section id="held-renewals" title={t.held}>
          <HeldRenewals reports={data.held_renewals} />
        </Section>
      ) : null}
      <Section id="history" title={t.history}>
        <SubscriptionHistory events={data.events} />
      </Section>
      <Section
        id="sms"
        title={t.sms}
        more={
          data.sms_total > data.sms.length ? (
            <Link className={buttonClass.link} to={`${adminRoutes['admin.sms']}${byNumber}`}>
              {t.smsAll(data.sms_total)}
            </Link>
          ) : null
        }
      >
        <SmsTable rows={data.sms} showMsisdn={false} caption={t.smsCaption} emptyText={t.noSms} />
      </Section>
    </div>
  );
}

export { SubscriberScreen as Component };
