import { z } from 'zod';
import { ZCurrencyCode, ZCurrencyCodeInput, ZDecimal, ZRecordId, ZTimestamp } from '../fields';
import { ZId } from '../query';
import { ZRateSide } from './rate';

/** Above/below a value, or a move of at least `value` % since the day began. */
export const ZAlertCondition = z.enum(['above', 'below', 'move']);
export type TAlertCondition = z.infer<typeof ZAlertCondition>;

/** A threshold or percentage as typed: positive, at most 14 integer and 6 decimal digits (numeric(20,6)). */
export const ZAlertValueInput = z
  .string()
  .trim()
  .regex(/^(?=.*[1-9])\d{1,14}(\.\d{1,6})?$/);

/** A move beyond 100 % in a day cannot be asked for meaningfully; the server checks it with the condition. */
export const MAX_MOVE_PERCENT = 100;

/** How an alert reaches the subscriber: a browser notification, an SMS, or both. */
export const ZAlertChannel = z.enum(['push', 'sms']);
export type TAlertChannel = z.infer<typeof ZAlertChannel>;

/** A non-empty set: an alert that reaches nobody is refused (422). */
export const ZAlertChannels = z
  .array(ZAlertChannel)
  .min(1)
  .max(2)
  .refine((channels) => new Set(channels).size === channels.length, 'each channel once');

export const ZAlertInput = z.object({
  currency: ZCurrencyCodeInput,
  source_id: ZId,
  side: ZRateSide,
  condition: ZAlertCondition,
  value: ZAlertValueInput,
  enabled: z.boolean().default(true),
  channels: ZAlertChannels.default(['sms']),
});
export type TAlertInput = z.infer<typeof ZAlertInput>;

export const ZAlert = z.object({
  id: ZRecordId,
  currency: ZCurrencyCode,
  currency_name: z.string(),
  source_id: ZRecordId,
  source_name: z.string(),
  side: ZRateSide,
  condition: ZAlertCondition,
  value: ZDecimal,
  enabled: z.boolean(),
  channels: z.array(ZAlertChannel),
  /** False after it fired, until the rate moves back past the threshold (hysteresis). */
  armed: z.boolean(),
  last_fired_at: ZTimestamp.nullable(),
  last_fired_rate: ZDecimal.nullable(),
  created_at: ZTimestamp,
});
export type TAlert = z.infer<typeof ZAlert>;

/** How many alerts the plan allows and how many the subscriber has ("2 من 3"). */
export const ZAlertLimit = z.object({
  used: z.int().min(0),
  max: z.int().min(0),
});
export type TAlertLimit = z.infer<typeof ZAlertLimit>;

export const ZAlertNotificationKind = z.enum(['alert', 'digest']);

/** One entry of the portal's notification list: a fired alert or a digest. */
export const ZAlertNotification = z.object({
  id: ZRecordId,
  kind: ZAlertNotificationKind,
  alert_id: ZRecordId.nullable(),
  text: z.string(),
  created_at: ZTimestamp,
  /** The SMS that carries it: null when notifications were off. */
  sms: z
    .object({
      status: z.enum(['queued', 'sending', 'sent', 'failed', 'delivered']),
      /** Held until then by the quiet hours (or a retry). */
      scheduled_at: ZTimestamp.nullable(),
    })
    .nullable(),
  /**
   * The browser pushes that carry it, in one word: `sent` to at least one browser, `queued`
   * while any is on its way, else `failed`; null when it went by no push.
   */
  push: z.object({ status: z.enum(['queued', 'sent', 'failed']) }).nullable(),
  /** Fired after its alert had sent its daily maximum of messages: listed, sent by no channel. */
  capped: z.boolean(),
});
export type TAlertNotification = z.infer<typeof ZAlertNotification>;

export const ZFavourites = z.object({
  /** ISO codes, pinned order. */
  currencies: z.array(ZCurrencyCode),
  source_ids: z.array(ZRecordId),
});
export type TFavourites = z.infer<typeof ZFavourites>;

export const ZFavouritesInput = z.object({
  currencies: z.array(ZCurrencyCodeInput).max(20),
  source_ids: z.array(ZId).max(10),
});
export type TFavouritesInput = z.infer<typeof ZFavouritesInput>;

/** Empty `currencies`/`source_ids`: the favourites. */
export const ZDigestSettings = z.object({
  enabled: z.boolean(),
  /** Local hour (Aden) 0–23. */
  hour: z.int().min(0).max(23),
  currencies: z.array(ZCurrencyCode),
  source_ids: z.array(ZRecordId),
});
export type TDigestSettings = z.infer<typeof ZDigestSettings>;

export const ZDigestSettingsInput = z.object({
  enabled: z.boolean(),
  hour: z.int().min(0).max(23),
  currencies: z.array(ZCurrencyCodeInput).max(10).default([]),
  source_ids: z.array(ZId).max(5).default([]),
});
export type TDigestSettingsInput = z.infer<typeof ZDigestSettingsInput>;

/** `HH:MM`, 24-hour, local time. */
export const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const ZQuietHours = z.object({
  enabled: z.boolean(),
  start: ZClockTime,
  end: ZClockTime,
  /** The zone the times are in (Asia/Aden for Yemen). */
  time_zone: z.string(),
});
export type TQuietHours = z.infer<typeof ZQuietHours>;

export const ZQuietHoursInput = z.object({
  enabled: z.boolean(),
  start: ZClockTime,
  end: ZClockTime,
});
export type TQuietHoursInput = z.infer<typeof ZQuietHoursInput>;
