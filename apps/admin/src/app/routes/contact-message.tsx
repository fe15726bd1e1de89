import { Link, useParams } from 'react-router';
import { adminRoutes } from '../../config/routes';
import { useContactMessage, useSetContactStatus } from '../../features/contact-inbox/api/contact-inbox';
import { AnswerForm } from '../../features/contact-inbox/components/answer-form';
import { ar } from '../../i18n/ar';
import { formatDateTime } from '../../lib/format';
import { pathOf } from '../../lib/query-string';
import { queryProblem } from '../../lib/query-error';
import { buttonClass, ErrorState, LoadingState } from '../../components/ui/states';
import { StatusBadge } from '../../components/ui/status-badge';
import { useToast } from '../../components/ui/toast';
import { Msisdn } from '../../components/ui/ltr';

const t = ar.contact;
const tone = { new: 'warn', read: 'neutral', answered: 'good' } as const;

/** One contact message: opening it marks it read; its answers; the reply form. */
export function ContactMessageScreen() {
  const id = useParams().id ?? '';
  const message = useContactMessage(id);
  const setStatus = useSetContactStatus(id);
  const toast = useToast();
  const problem = queryProblem(message.isError, message.error);

  if (message.isPending) return <LoadingState />;
  if (message.isError)
    return <ErrorState message={problem.text ?? undefined} onRetry={() => void message.refetch()} />;
  const data = message.data;

  return (
    <article aria-labelledby="message-title" className="flex flex-col gap-4">
      <p>
        <Link className={buttonClass.link} to={adminRoutes['admin.contact']}>
          {t.backToInbox}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="message-title" className="text-3xl font-bold text-loader">
          {data.subject || t.noSubject}
        </h1>
        <StatusBadge tone={tone[data.status]}>{ar.contactStatus[data.status] ?? data.status}</StatusBadge>
      </div>
      <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label={t.message}>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-bold">{t.sender}</dt>
          <dd>{data.name}</dd>
          {data.msisdn ? (
            <>
              <dt className="font-bold">{ar.common.msisdn}</dt>
              <dd>
                <Msisdn value={data.msisdn} />
                {data.subscriber_id ? (
                  <>
                    {' · '}
                    <Link
                      className={buttonClass.link}
                      to={pathOf(adminRoutes['admin.subscriber'], { id: data.subscriber_id })}
                    >
                      {t.subscriberLink}
                    </Link>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
          {data.email ? (
            <>
              <dt className="font-bold">{t.email}</dt>
              <dd dir="ltr" className="text-start">
                {data.email}
              </dd>
            </>
          ) : null}
          {data.currency ? (
            <>
              <dt className="font-bold">{t.currency}</dt>
              <dd dir="ltr" className="text-start">
                {data.currency}
              </dd>
            </>
          ) : null}
          <dt className="font-bold">{t.received}</dt>
          <dd>{formatDateTime(data.created_at)}</dd>
        </dl>
        <h2 className="mt-4 font-bold">{t.message}</h2>
        <p className="mt-1 whitespace-pre-line">{data.message}</p>
        {data.status !== 'answered' ? (
          <button
            type="button"
            className={`${buttonClass.secondary} mt-4`}
            disabled={setStatus.isPending}
            onClick={() =>
              setStatus.mutate(data.status === 'new' ? 'read' : 'new', {
                onSuccess: (answer) => toast('success', answer.message),
                onError: () => toast('error', ar.common.saveFailed),
              })
            }
          >
            {data.status === 'new' ? t.markRead : t.markUnread}
          </button>
        ) : null}
      </section>
      <section aria-labelledby="replies-title" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="replies-title" className="text-xl font-bold text-loader">
          {t.replies}
        </h2>
        {data.replies.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.noReplies}</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-3">
            {data.replies.map((reply, index) => (
              <li key={`${reply.at}-${index}`} className="rounded-lg bg-slate-50 p-3">
                <p className="whitespace-pre-line">{reply.text}</p>
                <p className="mt-1 text-sm text-slate-700">
                  {formatDateTime(reply.at)} · {t.replyBy} <span dir="ltr">{reply.admin_email}</span>
                  {reply.sms_id ? (
                    <>
                      {' · '}
                      {t.replySms} ({ar.smsStatus[reply.sms_status ?? ''] ?? reply.sms_status})
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="answer-title" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="answer-title" className="mb-3 text-xl font-bold text-loader">
          {t.answer}
        </h2>
        <AnswerForm message={data} />
      </section>
    </article>
  );
}

export { ContactMessageScreen as Component };
