import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData, ZEmptyRequest, ZList, ZMessageData } from '../common/envelope';
import { ZCurrencyCode, ZDecimal, ZRecordId, ZTimestamp } from '../common/fields';
import { ZId } from '../common/query';

export const RATE_FEED_KINDS = ['json', 'csv', 'xml'] as const;
export const RATE_FEED_MODES = ['auto', 'review'] as const;
/** Why a line of a feed was skipped: not fatal, counted and shown. */
export const RATE_FEED_SKIP_REASONS = [
  'unknown_currency',
  'invalid_rate',
  'sell_below_buy',
  'duplicate_currency',
] as const;

const ZFieldPath = z.string().trim().min(1).max(100);

/**
 * Where a feed's items are and which of their fields hold the values: for json `items` is the
 * dotted path to the array ('' for the root) and the fields are dotted paths in an item; for csv
 * the fields are column names (`items` unused); for xml `items` is the dotted element path to the
 * repeated item and the fields are its attribute or child element names.
 */
export const ZRateFeedMapping = z.object({
  items: z.string().trim().max(200).default(''),
  code: ZFieldPath,
  buy: ZFieldPath,
  sell: ZFieldPath,
});

/**
 * A request header sent to the feed; `value` omitted or null keeps the stored value of that name, as
 * long as the URL keeps the origin it was saved for.
 */
export const ZRateFeedHeaderInput = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/),
  value: z.string().max(2000).nullish(),
});

export const ZSaveRateFeedRequest = z.object({
  kind: z.enum(RATE_FEED_KINDS),
  url: z.url({ protocol: /^https?$/ }).max(2000),
  headers: z.array(ZRateFeedHeaderInput).max(10).default([]),
  interval_minutes: z.int().min(1).max(1440),
  mapping: ZRateFeedMapping,
  mode: z.enum(RATE_FEED_MODES),
  active: z.boolean().default(true),
});
export type TSaveRateFeedRequest = z.infer<typeof ZSaveRateFeedRequest>;

/** How a feed is doing: the figures an editor watches, and whether it is down for too long. */
export const ZRateFeedStatus = z.object({
  next_run_at: ZTimestamp,
  last_run_at: ZTimestamp.nullable(),
  last_success_at: ZTimestamp.nullable(),
  last_error_at: ZTimestamp.nullable(),
  last_error: z.string().nullable(),
  /** The first failure since the last success; null while it works. */
  failing_since: ZTimestamp.nullable(),
  /** Lines of the last fetched body that were skipped. */
  last_skipped: z.int(),
  published_today: z.int(),
  queued_today: z.int(),
  /** Minutes since the last success; null before the first. */
  stale_minutes: z.int().nullable(),
  /** The source's freshness window, in minutes. */
  freshness_minutes: z.int(),
  /** Failing for longer than the source's freshness window: the back office warns the editors. */
  overdue: z.boolean(),
});

export const ZRateFeed = z.object({
  id: ZRecordId,
  source_id: ZRecordId,
  source_name: z.string(),
  kind: z.enum(RATE_FEED_KINDS),
  url: z.string(),
  /** Header names with a mask of their value (`••••1234`), never the value. */
  headers: z.array(z.object({ name: z.string(), value_mask: z.string() })),
  /**
   * The origin (scheme, host and port) the stored header values were saved for and are sent to, and
   * to no other; null without headers. A URL of another origin needs the values typed again.
   */
  headers_origin: z.string().nullable(),
  interval_minutes: z.int(),
  mapping: z.object({ items: z.string(), code: z.string(), buy: z.string(), sell: z.string() }),
  mode: z.enum(RATE_FEED_MODES),
  active: z.boolean(),
  status: ZRateFeedStatus,
});
export type TRateFeed = z.infer<typeof ZRateFeed>;

const ZFeedLine = z.object({ currency: ZCurrencyCode, buy: ZDecimal, sell: ZDecimal });
const ZSkippedLine = z.object({
  /** 1-based position of the item in the feed. */
  line: z.int(),
  code: z.string(),
  reason: z.enum(RATE_FEED_SKIP_REASONS),
});

/** What a fetch found: the valid lines and the skipped ones. */
export const ZRateFeedDryRun = z.object({
  /** Why the feed could not be fetched or read; null when it was. */
  error: z.string().nullable(),
  lines: z.array(ZFeedLine),
  skipped: z.array(ZSkippedLine),
});
export type TRateFeedDryRun = z.infer<typeof ZRateFeedDryRun>;

export const ZRateFeedRun = z.object({
  outcome: z.enum(['published', 'not_modified', 'failed']),
  error: z.string().nullable(),
  published: z.array(ZFeedLine),
  review: z.array(
    ZFeedLine.extend({ previous_buy: ZDecimal.nullable(), previous_sell: ZDecimal.nullable() }),
  ),
  skipped: z.array(ZSkippedLine),
});
export type TRateFeedRun = z.infer<typeof ZRateFeedRun>;

const ZSourceParams = z.object({ id: ZId });

export const adminListRateFeeds = defineContract({
  method: 'GET',
  path: '/api/admin/feeds',
  summary: "Back office: every price source's feed with its status (failing ones flagged)",
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  response: ZList(ZRateFeed),
});

export const adminGetRateFeed = defineContract({
  method: 'GET',
  path: '/api/admin/price-sources/:id/feed',
  summary: "Back office: a price source's feed (404 when it has none); header values masked",
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  params: ZSourceParams,
  response: ZData(ZRateFeed),
});

export const adminSaveRateFeed = defineContract({
  method: 'PUT',
  path: '/api/admin/price-sources/:id/feed',
  summary: "Back office: creates or replaces a price source's feed (headers stored encrypted)",
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  params: ZSourceParams,
  body: ZSaveRateFeedRequest,
  response: ZMessageData(ZRateFeed),
});

export const adminDeleteRateFeed = defineContract({
  method: 'DELETE',
  path: '/api/admin/price-sources/:id/feed',
  summary: "Back office: removes a price source's feed; its published rates stay",
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  params: ZSourceParams,
  response: ZMessageData(z.object({ id: ZRecordId })),
});

export const adminRunRateFeed = defineContract({
  method: 'POST',
  path: '/api/admin/price-sources/:id/feed/run',
  summary: "Back office: fetches a source's feed now and publishes (or holds) its rates",
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  params: ZSourceParams,
  body: ZEmptyRequest,
  response: ZMessageData(ZRateFeedRun),
});

export const adminTestRateFeed = defineContract({
  method: 'POST',
  path: '/api/admin/price-sources/:id/feed/test',
  summary:
    'Back office: fetches a feed as configured in the form and shows the values read, publishing nothing',
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  params: ZSourceParams,
  body: ZSaveRateFeedRequest,
  response: ZData(ZRateFeedDryRun),
});
