import type { ReactNode } from 'react';
import { ar } from '../../../i18n/ar';
import { formatMoney, formatPercent } from '../../../lib/format';
import { CHANNELS, type RevenueTotals } from '../series';

const t = ar.revenue;

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-sm font-bold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {detail ? <dd className="text-sm text-slate-700">{detail}</dd> : null}
    </div>
  );
}

function Money({ amounts, fallback }: { amounts: RevenueTotals['gross']; fallback: string }) {
  if (amounts.length === 0) return <span>{formatMoney(0, fallback)}</span>;
  return (
    <>
      {amounts.map((amount) => (
        <span key={amount.currency} className="block">
          {formatMoney(amount.amount_minor, amount.currency)}
        </span>
      ))}
    </>
  );
}

/** The period's figures that must be read without opening anything: totals and the latest base. */
export function HeadlineFigures({ totals, currency }: { totals: RevenueTotals; currency: string }) {
  return (
    <section aria-labelledby="revenue-headline-title" className="flex flex-col gap-2">
      <h2 id="revenue-headline-title" className="text-xl font-bold text-loader">
        {t.headlineTitle}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Figure label={t.gross} value={<Money amounts={totals.gross} fallback={currency} />} />
        <Figure label={t.refunded} value={<Money amounts={totals.refunded} fallback={currency} />} />
        <Figure
          label={t.successRate}
          value={totals.successRate === null ? t.noAttempts : formatPercent(totals.successRate)}
          detail={t.successLine(totals.chargesSucceeded, totals.chargesFailed)}
        />
        <Figure label={t.newSubscriptions} value={totals.newSubscriptions} />
        <Figure
          label={t.cancellations}
          value={totals.cancellationsTotal}
          detail={t.list(
            CHANNELS.filter((channel) => totals.cancellations[channel] > 0).map((channel) =>
              t.channelPart(t.channels[channel], totals.cancellations[channel]),
            ),
          )}
        />
        <Figure
          label={t.activeEnd}
          value={totals.activeEnd?.count ?? 0}
          {...(totals.activeEnd ? { detail: t.activeEndOn(totals.activeEnd.day) } : {})}
        />
      </dl>
    </section>
  );
}
