import { ar } from '../../../i18n/ar';
import { formatMoney, formatPercent } from '../../../lib/format';
import type { DataColumn } from '../../../components/ui/data-table';
import { amountIn, CHANNELS, currenciesOf, type RevenueDay, type RevenueTotals } from '../series';
import { ChartCard } from './chart-card';
import { ChartLegend } from './chart-legend';
import { palette } from './chart-palette';
import { DayChart } from './day-chart';
import { DayTable } from './day-table';

const t = ar.revenue;
const count = (value: number) => String(value);
const channelColour = {
  web: palette.navy,
  sms: palette.green,
  operator: palette.amber,
  admin: palette.purple,
  unpaid: palette.red,
} as const;

interface DailyChartsProps {
  /** Every day of the view, oldest first (series.ts `everyDay`). */
  days: readonly RevenueDay[];
  totals: RevenueTotals;
  currency: string;
}

function GrossChart({ days, totals, currency }: DailyChartsProps) {
  const values = days.map((day) => amountIn(day.gross, currency));
  const best = values.reduce((at, value, index) => (value > (values[at] ?? 0) ? index : at), 0);
  const money = (minor: number) => formatMoney(minor, currency);
  const summary = t.grossSummary(
    currency,
    money(amountIn(totals.gross, currency)),
    money(values[best] ?? 0),
    days[best]?.day ?? '',
  );
  const columns = currenciesOf(days, currency).flatMap((code): DataColumn<RevenueDay>[] => [
    {
      key: `gross-${code}`,
      header: `${t.gross} (${code})`,
      render: (row) => formatMoney(amountIn(row.gross, code), code),
    },
    {
      key: `refunded-${code}`,
      header: `${t.refunded} (${code})`,
      render: (row) => formatMoney(amountIn(row.refunded, code), code),
    },
  ]);
  return (
    <ChartCard title={t.grossChart(currency)} summary={summary}>
      <DayChart
        days={days.map((day) => day.day)}
        series={[{ label: t.gross, colour: palette.navy, values }]}
        label={summary}
        format={money}
      />
      <DayTable caption={t.grossCaption} days={days} columns={columns} />
    </ChartCard>
  );
}

function ChargesChart({ days, totals }: DailyChartsProps) {
  const summary = t.chargesSummary(
    totals.chargesSucceeded,
    totals.chargesFailed,
    totals.successRate === null ? t.noAttempts : formatPercent(totals.successRate),
  );
  const series = [
    { label: t.succeeded, colour: palette.navy, values: days.map((day) => day.charges_succeeded) },
    { label: t.failed, colour: palette.red, values: days.map((day) => day.charges_failed) },
  ];
  return (
    <ChartCard title={t.chargesChart} summary={summary}>
      <ChartLegend entries={series} />
      <DayChart days={days.map((day) => day.day)} series={series} label={summary} format={count} />
      <DayTable
        caption={t.chargesCaption}
        days={days}
        columns={[
          { key: 'succeeded', header: t.succeeded, ltr: true, render: (row) => count(row.charges_succeeded) },
          { key: 'failed', header: t.failed, ltr: true, render: (row) => count(row.charges_failed) },
          {
            key: 'rate',
            header: t.successRate,
            render: (row) => (row.success_rate === null ? t.noAttempts : formatPercent(row.success_rate)),
          },
        ]}
      />
    </ChartCard>
  );
}

function SubscriptionsChart({ days, totals }: DailyChartsProps) {
  const summary = t.subscriptionsSummary(totals.newSubscriptions);
  return (
    <ChartCard title={t.subscriptionsChart} summary={summary}>
      <DayChart
        days={days.map((day) => day.day)}
        series={[
          {
            label: t.newSubscriptions,
            colour: palette.green,
            values: days.map((day) => day.new_subscriptions),
          },
        ]}
        label={summary}
        format={count}
      />
      <DayTable
        caption={t.subscriptionsCaption}
        days={days}
        columns={[
          {
            key: 'new',
            header: t.newSubscriptions,
            ltr: true,
            render: (row) => count(row.new_subscriptions),
          },
        ]}
      />
    </ChartCard>
  );
}

function CancellationsChart({ days, totals }: DailyChartsProps) {
  const parts = t.list(
    CHANNELS.map((channel) => t.channelPart(t.channels[channel], totals.cancellations[channel])),
  );
  const summary = t.cancellationsSummary(totals.cancellationsTotal, parts);
  const series = CHANNELS.map((channel) => ({
    label: t.channels[channel],
    colour: channelColour[channel],
    values: days.map((day) => day.cancellations[channel]),
  }));
  return (
    <ChartCard title={t.cancellationsChart} summary={summary}>
      <ChartLegend entries={series} />
      <DayChart days={days.map((day) => day.day)} series={series} label={summary} format={count} />
      <DayTable
        caption={t.cancellationsCaption}
        days={days}
        columns={[
          ...CHANNELS.map((channel): DataColumn<RevenueDay> => ({
            key: channel,
            header: t.channels[channel],
            ltr: true,
            render: (row) => count(row.cancellations[channel]),
          })),
          {
            key: 'total',
            header: t.cancellations,
            ltr: true,
            render: (row) => count(CHANNELS.reduce((sum, channel) => sum + row.cancellations[channel], 0)),
          },
        ]}
      />
    </ChartCard>
  );
}

function ActiveChart({ days }: DailyChartsProps) {
  const values = days.map((day) => day.active_end);
  const [lowest, highest] = values.length ? [Math.min(...values), Math.max(...values)] : [0, 0];
  const summary = t.activeSummary(values[0] ?? 0, values.at(-1) ?? 0, lowest, highest);
  return (
    <ChartCard title={t.activeChart} summary={summary}>
      <DayChart
        days={days.map((day) => day.day)}
        series={[{ label: t.activeEnd, colour: palette.navy, values }]}
        kind="line"
        label={summary}
        format={count}
      />
      <DayTable
        caption={t.activeCaption}
        days={days}
        columns={[{ key: 'active', header: t.activeEnd, ltr: true, render: (row) => count(row.active_end) }]}
      />
    </ChartCard>
  );
}

/** The per-day charts: money, charge attempts, new subscriptions, cancellations, the active base. */
export function DailyCharts(props: DailyChartsProps) {
  return (
    <section aria-labelledby="revenue-daily-title" className="flex flex-col gap-3">
      <h2 id="revenue-daily-title" className="text-xl font-bold text-loader">
        {t.dailyTitle}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <GrossChart {...props} />
        <ChargesChart {...props} />
        <SubscriptionsChart {...props} />
        <CancellationsChart {...props} />
        <ActiveChart {...props} />
      </div>
    </section>
  );
}
