import type { Database } from '../../db/client';

/** How many sent texts a process keeps for `GET /api/dev/sms`: the newest. */
const KEPT_TEXTS = 1000;

// Per database handle, i.e. per app in a process: a closed test server leaves nothing behind.
const memories = new WeakMap<Database, Map<number, string>>();

/**
 * Only while the dev routes are on: the clear text of a message the driver has taken, by row id.
 * The row itself is masked once sent (docs/security.md); `GET /api/dev/sms` shows codes from here
 * as a phone would. With the dev routes off (always in production) nothing is kept.
 */
export function rememberSentText(
  database: Database,
  config: { network: { devRoutes: boolean } },
  id: number,
  text: string,
): void {
  if (!config.network.devRoutes) return;
  let memory = memories.get(database);
  if (!memory) memories.set(database, (memory = new Map<number, string>()));
  memory.set(id, text);
  // A Map iterates in insertion order: the first key is the oldest.
  if (memory.size > KEPT_TEXTS) memory.delete(memory.keys().next().value!);
}

/** The text as sent, when this process sent it (a message sent by another process shows masked). */
export function sentTextOf(database: Database, id: number): string | undefined {
  return memories.get(database)?.get(id);
}
