/**
 * The page's side of the copies the offline worker keeps (public/sw.js, docs/design.md#offline).
 */

/** The header on an answer the worker gave from its copy: when that copy arrived (ISO 8601). */
export const SAVED_AT_HEADER = 'x-saved-at';

/** The worker's caches of a subscriber's own reads: `sarraf-reads-v1-<language>-own-<digest>`. */
const OWN_READS_CACHE = /^sarraf-reads-v\d+-[a-z]+-own-([0-9a-f]+)$/;

/** The worker's digest of a token (SHA-256, hex, 32 digits), which names its cache. */
async function tokenDigest(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

/**
 * Deletes the copies of every session's own reads but `keep`'s (the session that stays, if any):
 * on a shared phone, a subscriber who signs out leaves nothing of theirs readable offline, and a
 * new sign-in starts with none of the last one's. Works without the worker running (the page reads
 * the same caches), and does nothing where there are none.
 */
export function forgetOwnReads(keep: string | null): void {
  if (typeof caches === 'undefined') return;
  const kept =
    keep && typeof crypto !== 'undefined' && crypto.subtle ? tokenDigest(keep) : Promise.resolve(null);
  void Promise.all([caches.keys(), kept])
    .then(([names, keptDigest]) =>
      Promise.all(
        names
          .filter((name) => {
            const digest = OWN_READS_CACHE.exec(name)?.[1];
            return digest !== undefined && digest !== keptDigest;
          })
          .map((name) => caches.delete(name)),
      ),
    )
    .catch(() => undefined);
}
