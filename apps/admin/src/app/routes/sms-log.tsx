import { useSmsLog } from '../../features/sms-log/api/sms-log';
import { SmsTable } from '../../features/sms-log/components/sms-table';
import { ar } from '../../i18n/ar';
import { queryProblem } from '../../lib/query-error';
import { FilterForm, usePagedQuery } from '../../components/ui/filter-form';

const FILTERS = ['msisdn', 'status', 'purpose', 'from', 'to'] as const;

/** The SMS log with delivery status. */
export function SmsLogScreen() {
  const { query, setPage } = usePagedQuery(FILTERS);
  const list = useSmsLog(query);
  const problem = queryProblem(list.isError, list.error);
  return (
    <section aria-labelledby="sms-title" className="flex flex-col gap-4">
      <h1 id="sms-title" className="text-3xl font-bold text-loader">
        {ar.smsLog.title}
      </h1>
      <FilterForm
        label={ar.common.filtersTitle}
        errors={problem.errors}
        fields={[
          {
            name: 'msisdn',
            label: ar.common.msisdn,
            hint: ar.common.msisdnHint,
            type: 'search',
            ltr: true,
            inputMode: 'tel',
          },
          { name: 'status', label: ar.common.status, type: 'select', options: ar.smsStatus },
          {
            name: 'purpose',
            label: ar.smsLog.purpose,
            hint: ar.smsLog.purposeHint,
            type: 'text',
            ltr: true,
          },
          { name: 'from', label: ar.common.from, type: 'date' },
          { name: 'to', label: ar.common.to, type: 'date' },
        ]}
      />
      <SmsTable
        rows={list.data?.data}
        isLoading={list.isPending}
        error={problem.text}
        onRetry={() => void list.refetch()}
        {...(list.data ? { meta: list.data.meta } : {})}
        onPage={setPage}
      />
    </section>
  );
}

export { SmsLogScreen as Component };
