import type { TAlert } from '@sarraf/contracts';
import { useId, useState } from 'react';
import { buttonClass, FormMessage } from '../../../components/ui/form';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { Card } from '../../../components/ui/screen';
import { Notice } from '../../../components/ui/states';
import { t } from '../../../i18n/language';
import { shownCurrencyName } from '../../../lib/currency-names';
import { errorMessageOf } from '../../../lib/api-errors';
import { useFormat } from '../../../lib/use-format';
import type { MarketOptions } from '../api/alerts-api';
import { useAlerts, useDeleteAlert, useMarketOptions, useUpdateAlert } from '../hooks/use-alerts';
import { AlertForm } from './alert-form';
import { PushSwitch } from './push-switch';

/**
 * The alerts screen: the plan limit ("2 من 3"), the form for a new alert, and the list
 * with edit, pause/resume and delete. Loading, empty and error states for both data sources.
 */
export function AlertsManager() {
  const options = useMarketOptions();
  const [page, setPage] = useState(1);
  const alerts = useAlerts(page);
  const [notice, setNotice] = useState('');
  const format = useFormat();
  const newTitleId = useId();
  const listTitleId = useId();
  const limit = alerts.data?.meta.limit;
  const isFull = limit ? limit.used >= limit.max : false;

  return (
    <div className="flex flex-col gap-5">
      {limit ? (
        <p className="flex flex-wrap items-center gap-2 text-slate-800" data-testid="alert-limit">
          <span>{t.alerts.limitLabel}:</span>
          <span className="rounded-full bg-slate-100 px-3 py-1 font-bold text-loader">
            {t.alerts.limit(format.number(limit.used), format.number(limit.max))}
          </span>
        </p>
      ) : null}
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      <PushSwitch />
      <Card title={t.alerts.newTitle} titleId={newTitleId}>
        <QueryView
          query={options}
          isEmpty={(data) => data.currencies.length === 0}
          empty={t.alerts.noMarkets}
        >
          {(data) => (
            <>
              {isFull ? <Notice tone="warning">{t.alerts.limitReached}</Notice> : null}
              <AlertForm options={data} disabled={isFull} onDone={setNotice} />
            </>
          )}
        </QueryView>
      </Card>
      <section aria-labelledby={listTitleId} className="flex flex-col gap-3">
        <h2 id={listTitleId} className="text-xl font-bold text-loader">
          {t.alerts.listTitle}
        </h2>
        <QueryView query={alerts} isEmpty={(data) => data.data.length === 0} empty={t.alerts.empty}>
          {(data) => (
            <>
              <ul className="flex flex-col gap-3">
                {data.data.map((alert) => (
                  <li key={alert.id}>
                    <AlertItem alert={alert} options={options.data} onNotice={setNotice} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                lastPage={data.meta.last_page}
                onPage={setPage}
                label={t.alerts.alertsPaging}
              />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}

function AlertItem({
  alert,
  options,
  onNotice,
}: {
  readonly alert: TAlert;
  readonly options: MarketOptions | undefined;
  readonly onNotice: (message: string) => void;
}) {
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const value =
    alert.condition === 'move' ? t.alerts.percentValue(format.number(alert.value)) : format.rate(alert.value);
  const status = !alert.enabled ? t.alerts.paused : alert.armed ? t.alerts.active : t.alerts.waiting;
  const failure = update.isError
    ? errorMessageOf(update.error)
    : remove.isError
      ? errorMessageOf(remove.error)
      : null;

  if (editing && options) {
    return (
      <div className="rounded-2xl border border-loader bg-white p-4">
        <AlertForm
          options={options}
          alert={alert}
          onDone={(message) => {
            setEditing(false);
            if (message) onNotice(message);
          }}
        />
      </div>
    );
  }

  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="alert-item"
    >
      <p className="font-bold leading-relaxed text-slate-900">
        {t.alerts.describe(
          t.alerts.sides[alert.side],
          t.alerts.conditions[alert.condition],
          value,
          shownCurrencyName(alert.currency, alert.currency_name),
          alert.source_name,
        )}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>{status}</span>
        <span>
          {t.alerts.channelsLine(alert.channels.map((channel) => t.alerts.channelNames[channel]).join('، '))}
        </span>
        {alert.last_fired_at ? (
          <span>
            {t.alerts.lastFired}:{' '}
            <time dateTime={alert.last_fired_at}>{format.dateTime(alert.last_fired_at)}</time>
            {alert.last_fired_rate ? ` (${format.rate(alert.last_fired_rate)})` : null}
          </span>
        ) : null}
      </p>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => setEditing(true)}
          disabled={!options}
        >
          {t.alerts.edit}
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: alert.id, patch: { enabled: !alert.enabled } })}
        >
          {alert.enabled ? t.alerts.pause : t.alerts.resume}
        </button>
        <button
          type="button"
          className={buttonClass.danger}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t.alerts.confirmDelete))
              remove.mutate(alert.id, { onSuccess: (response) => onNotice(response.message) });
          }}
        >
          {remove.isPending ? t.alerts.deleting : t.alerts.delete}
        </button>
      </div>
    </article>
  );
}
