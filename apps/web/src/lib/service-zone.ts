import { DEFAULT_TIME_ZONE, isTimeZone } from '@sarraf/contracts/time-zone';
import { createExternalStore, useExternalStore } from './external-store';
import { readStorage, writeStorage } from './storage';

/**
 * The service's time zone, in which the portal writes every time and date whatever the device's
 * zone (docs/design.md#one-clock). The server names it in `service.time_zone` of
 * `GET /api/client/subscriptions/list`; until that answer is known the portal uses the one it
 * learned on an earlier visit, else the server's own default (Asia/Aden).
 */

/** Local storage key of the zone the service named last. */
export const SERVICE_ZONE_KEY = 'client-time-zone';

function readZone(): string {
  const stored = readStorage(SERVICE_ZONE_KEY);
  return stored && isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

const zoneStore = createExternalStore<string>(readZone);

export function getServiceZone(): string {
  return zoneStore.get();
}

/** Takes the zone the service named; one this browser does not know leaves the current one. */
export function setServiceZone(zone: string): void {
  if (!isTimeZone(zone)) return;
  writeStorage(SERVICE_ZONE_KEY, zone);
  zoneStore.set(zone);
}

export function useServiceZone(): string {
  return useExternalStore(zoneStore);
}
