import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { t } from '../../../i18n/language';
import { useFormat } from '../../../lib/use-format';
import { useNotifications } from '../hooks/use-alerts';

/** The in-portal notification list: every fired alert and digest, with its SMS's state. */
export function NotificationsList() {
  const [page, setPage] = useState(1);
  const notifications = useNotifications(page);
  const format = useFormat();
  return (
    <QueryView
      query={notifications}
      isEmpty={(data) => data.data.length === 0}
      empty={t.alerts.notificationsEmpty}
    >
      {(data) => (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col gap-3">
            {data.data.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
                data-testid="notification-item"
              >
                <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
                  <span className="rounded-full bg-slate-100 px-3 py-1 font-bold text-loader">
                    {t.alerts.kind[item.kind]}
                  </span>
                  <time dateTime={item.created_at}>{format.dateTime(item.created_at)}</time>
                </p>
                <p className="whitespace-pre-line leading-relaxed text-slate-900">
                  {format.digitsOf(item.text)}
                </p>
                {item.capped ? <p className="text-sm text-amber-900">{t.alerts.capped}</p> : null}
                {item.push ? (
                  <p className="text-sm text-slate-700">{t.alerts.pushStates[item.push.status]}</p>
                ) : null}
                <p
                  className="text-sm text-slate-700"
                  hidden={(!item.sms && item.push !== null) || item.capped}
                >
                  {item.sms ? t.alerts.sms[item.sms.status] : t.alerts.sms.none}
                  {item.sms?.scheduled_at ? (
                    <>
                      {' — '}
                      {t.alerts.scheduled}{' '}
                      <time dateTime={item.sms.scheduled_at}>{format.time(item.sms.scheduled_at)}</time>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            lastPage={data.meta.last_page}
            onPage={setPage}
            label={t.alerts.notificationsPaging}
          />
        </div>
      )}
    </QueryView>
  );
}
