import { DEFAULT_TIME_ZONE, isTimeZone } from '@sarraf/contracts/time-zone';

/**
 * The service's time zone (`TIME_ZONE`), in which the back office writes every time and date,
 * whatever the browser's zone (docs/design.md#one-clock). The session's answer names it, and every
 * screen is under the session's loader, so it is known before any time is written; the server's
 * default until then.
 */
let serviceZone = DEFAULT_TIME_ZONE;

export function getServiceZone(): string {
  return serviceZone;
}

export function setServiceZone(zone: string): void {
  if (isTimeZone(zone)) serviceZone = zone;
}
