import { useSmsLog } from '../../features/sms-log/api/sms-log';
import { smsColumns } from '../../features/sms-log/components/sms-table';
import { ar } from '../../i18n/ar';
import { SMS_PURPOSE_LABELS } from '../../i18n/code-labels';
import { dateRangeFilters, msisdnFilter, useOperatorFilter } from '../../components/ui/filter-form';
import { ListScreen } from '../../components/ui/list-screen';

const columns = smsColumns();

/** The SMS log with delivery status. */
export function SmsLogScreen() {
  const operatorFilter = useOperatorFilter();
  return (
    <ListScreen
      id="sms"
      text={ar.smsLog}
      filters={[
        msisdnFilter(),
        { name: 'status', label: ar.common.status, type: 'select', options: ar.smsStatus },
        { name: 'purpose', label: ar.smsLog.purpose, type: 'select', options: SMS_PURPOSE_LABELS },
        ...dateRangeFilters,
        ...operatorFilter,
      ]}
      useList={useSmsLog}
      columns={columns}
    />
  );
}

export { SmsLogScreen as Component };
