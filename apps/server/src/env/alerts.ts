import { z } from 'zod';
import { positiveInt } from './fields';

/** The pace and the daily cap of rate alerts (docs/design.md#rate-alerts). */
export const ZAlertsEnv = z.object({
  // Alert and digest SMS a second across all workers; a publish crossing 100,000
  // thresholds is spread at this pace instead of flooding the operator's SMS gateway.
  ALERT_SMS_TPS: positiveInt.max(10_000).default(20),
  // One alert sends at most this many messages a day (the service zone's day, SMS and push of
  // one firing counting once); firings past it are listed, not sent.
  ALERT_MAX_PER_DAY: positiveInt.max(100).default(5),
});
export type TAlertsEnv = z.infer<typeof ZAlertsEnv>;

export function alertsConfig(env: TAlertsEnv) {
  return {
    alerts: {
      /** ALERT_SMS_TPS: alert and digest SMS a second across all workers. */
      smsTps: env.ALERT_SMS_TPS,
      /** ALERT_MAX_PER_DAY: messages one alert may send in a day of TIME_ZONE. */
      maxPerDay: env.ALERT_MAX_PER_DAY,
    },
  };
}
