import { useInboundMessages } from '../../features/channels/api/channels';
import { ChannelSummary } from '../../features/channels/components/channel-summary';
import { inboundColumns } from '../../features/channels/components/inbound-columns';
import { ar } from '../../i18n/ar';
import { dateRangeFilters, msisdnFilter, useOperatorFilter } from '../../components/ui/filter-form';
import { ListScreen } from '../../components/ui/list-screen';

const columns = inboundColumns();

/** The keyword SMS channel: inbound messages with the reply sent, then keyword usage per day (admins). */
export function ChannelsScreen() {
  const operatorFilter = useOperatorFilter();
  return (
    <ListScreen
      id="channels"
      text={ar.channels}
      filters={[
        msisdnFilter(),
        { name: 'keyword', label: ar.channels.keyword, type: 'select', options: ar.channels.keywords },
        ...dateRangeFilters,
        ...operatorFilter,
      ]}
      useList={useInboundMessages}
      columns={columns}
    >
      <ChannelSummary />
    </ListScreen>
  );
}

export { ChannelsScreen as Component };
