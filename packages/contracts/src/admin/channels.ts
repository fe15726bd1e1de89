import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData, ZPaged } from '../common/envelope';
import { ZIsoDate, ZOperatorId, ZRecordId, ZTimestamp } from '../common/fields';
import { ZMsisdn } from '../common/msisdn';
import { ZDateRangeQuery, ZPageQuery, ZSummaryDaysQuery, refineDateRange } from '../common/query';
import { ZSmsStatus } from '../system/get-dev-sms';
import { ZMsisdnSearch } from './ops-fields';

/** What an inbound SMS was read as (docs/keyword-channel.md#keywords). */
export const ZKeywordKind = z.enum([
  'currency',
  'gold',
  'rates',
  'help',
  'subscribe',
  'confirm',
  'cancel',
  'unknown',
]);
export type TKeywordKind = z.infer<typeof ZKeywordKind>;

/** How an SMS to the short code reached us. */
export const ZInboundChannel = z.enum(['operator_webhook', 'oneapi', 'smpp']);

/** One SMS a subscriber sent to the short code, with the reply it got. */
export const ZAdminInboundMessage = z.object({
  id: ZRecordId,
  channel: ZInboundChannel,
  message_id: z.string(),
  msisdn: ZMsisdn.nullable(),
  text: z.string(),
  keyword: ZKeywordKind,
  /** The currency code of a currency keyword. */
  argument: z.string().nullable(),
  /** rates_sent, sample_sent, offer_sent, help_sent, opt_in_sent, subscribed, cancelled… */
  outcome: z.string(),
  reply_sms_id: ZRecordId.nullable(),
  reply_text: z.string().nullable(),
  /** The reply's delivery status; null without a reply. */
  reply_status: ZSmsStatus.nullable(),
  received_at: ZTimestamp,
});
export type TAdminInboundMessage = z.infer<typeof ZAdminInboundMessage>;

export const ZAdminInboundQuery = refineDateRange(
  ZPageQuery.extend({
    keyword: ZKeywordKind.optional(),
    msisdn: ZMsisdnSearch.optional(),
    /** One operator's rows only (docs/operators.md#the-care-role); a care user always sees its own. */
    operator: ZOperatorId.optional(),
    ...ZDateRangeQuery.shape,
  }),
);
export type TAdminInboundQuery = z.infer<typeof ZAdminInboundQuery>;

export const adminListInboundMessages = defineContract({
  method: 'GET',
  path: '/api/admin/channels/inbound',
  summary: 'SMS sent to the short code, newest first, each with the keyword read and the reply sent',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  query: ZAdminInboundQuery,
  response: ZPaged(ZAdminInboundMessage),
});

/** The days of a channel summary. */
export const ZChannelSummaryQuery = ZSummaryDaysQuery;
export type TChannelSummaryQuery = z.infer<typeof ZChannelSummaryQuery>;

/**
 * The per-day series of the channels view. `keywords`: inbound SMS per keyword; `subscriptions_by_channel`:
 * new subscriptions per consent channel (sms_code, he, sms_keyword). A new series (USSD sessions) is
 * one more name here and one counter in the server's channel summary.
 */
export const ZChannelSeriesName = z.enum(['keywords', 'subscriptions_by_channel', 'ussd_sessions']);
export type TChannelSeriesName = z.infer<typeof ZChannelSeriesName>;

/** One count of a series: the day (UTC), what was counted (a keyword, a channel) and how many. */
export const ZChannelDayCount = z.object({ day: ZIsoDate, key: z.string(), count: z.int().min(0) });
export type TChannelDayCount = z.infer<typeof ZChannelDayCount>;

export const ZChannelSummaryResponse = ZData(
  z.object({
    from: ZIsoDate,
    to: ZIsoDate,
    series: z.record(ZChannelSeriesName, z.array(ZChannelDayCount)),
  }),
);
export type TChannelSummaryResponse = z.infer<typeof ZChannelSummaryResponse>;

export const adminGetChannelSummary = defineContract({
  method: 'GET',
  path: '/api/admin/channels/summary',
  summary: 'Per day: keyword usage of the SMS channel and new subscriptions by consent channel',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  query: ZChannelSummaryQuery,
  response: ZChannelSummaryResponse,
});
