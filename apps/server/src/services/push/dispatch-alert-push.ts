import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { checkedLookup, NonPublicAddressError, urlHost } from '../../lib/public-address';
import { rowsOf } from '../../lib/sql-rows';
import type { AlertsDeps } from '../alerts';
import { smsRetryDelayS } from '../sms';
import { isAcceptedPushEndpoint, isAllowedPushAddress } from './push-endpoint';
import { hasAccessSql } from '../billing';

/** How long a push service keeps an undelivered alert: a rate older than this is not news. */
const TTL_S = 6 * 3600;
const SEND_TIMEOUT_MS = 10_000;
const BATCH = 200;
const CONCURRENCY = 16;
const STALE_SENDING = '5 minutes';

export interface PushDispatchResult {
  sent: number;
  /** The push service said the browser is gone (404/410): its subscription was deleted. */
  gone: number;
  retrying: number;
  failed: number;
  /** Dropped before sending: the subscription lapsed meanwhile. */
  muted: number;
}

interface ClaimedPush {
  id: number;
  attempts: number;
  subscription_id: number;
  payload: { title: string; body: string; url: string };
  endpoint: string;
  p256dh: string;
  auth: string;
}

type Outcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry' | 'failed'; error: string };

/**
 * Sends the due alert pushes (docs/design.md#web-push): rows of `push_messages` claimed with
 * `FOR UPDATE SKIP LOCKED` (any number of dispatchers, no push sent twice), each encrypted to its
 * browser's keys and signed with the VAPID key by the web-push library (`sendOne`). A push service's 404/410
 * means the browser dropped the subscription: it is deleted (its other queued pushes with it).
 * 429, 5xx and network errors are retried like SMS (SMS_RETRY_DELAY_S doubling, SMS_MAX_ATTEMPTS);
 * another 4xx is a push that can never succeed, and fails. Pushes cost no SMS and count in no SMS
 * budget. Stops when nothing is due or after `maxMs`.
 */
export async function dispatchAlertPush(
  deps: AlertsDeps,
  options: { maxMs?: number } = {},
): Promise<PushDispatchResult> {
  const db = deps.database.db;
  const { config } = deps;
  const deadline = Date.now() + (options.maxMs ?? 5 * 60_000);
  const result: PushDispatchResult = { sent: 0, gone: 0, retrying: 0, failed: 0, muted: 0 };

  const muted = rowsOf<{ id: number }>(
    await db.execute(sql`
      update push_messages m set status = 'failed', next_attempt_at = null,
        last_error = 'muted: subscription not active', updated_at = now()
      from push_subscriptions ps
      where ps.id = m.subscription_id and m.status = 'queued' and m.next_attempt_at <= now()
        and not exists (select 1 from subscriptions sub where sub.subscriber_id = ps.subscriber_id
                        and ${hasAccessSql('sub')})
      returning m.id`),
  );
  result.muted = muted.length;

  while (Date.now() < deadline) {
    const claimed = rowsOf<ClaimedPush>(
      await db.execute(sql`
        with claimed as (
          update push_messages m set status = 'sending', attempts = m.attempts + 1, updated_at = now()
          where m.id in (
            select id from push_messages
            where (status = 'queued' and next_attempt_at <= now())
               or (status = 'sending' and updated_at < now() - ${STALE_SENDING}::interval)
            order by next_attempt_at, id
            limit ${BATCH}
            for update skip locked)
          returning m.id, m.attempts, m.subscription_id, m.payload)
        select c.id, c.attempts, c.subscription_id, c.payload, ps.endpoint, ps.p256dh, ps.auth
        from claimed c join push_subscriptions ps on ps.id = c.subscription_id`),
    );
    if (claimed.length === 0) break;
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const push = claimed[next++]!;
        const outcome = await sendOne(deps, push);
        await record(deps, push, outcome);
        if (outcome.kind === 'sent') result.sent++;
        else if (outcome.kind === 'gone') result.gone++;
        else if (outcome.kind === 'failed' || Number(push.attempts) >= config.sms.maxAttempts)
          result.failed++;
        else result.retrying++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
  }
  if (result.sent + result.gone + result.retrying + result.failed + result.muted > 0)
    deps.log.info(result, 'alert pushes dispatched');
  return result;
}

/** A push's POST as web-push prepared it. */
interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/**
 * POSTs a push and answers the push service's status, connecting only where the endpoint's rules
 * allow (docs/security.md#push-endpoints-reach-only-the-public-internet): an address literal is checked before
 * anything is sent, and a name is resolved by `checkedLookup`, which hands the connection the very
 * addresses it checked. So an endpoint saved before the rule, or a name that resolves elsewhere
 * since it was saved, fails with `NonPublicAddressError` and nothing connects. Redirects are never
 * followed (node's http client does not).
 */
function postPush(request: PushRequest, allowLoopbackHttp: boolean): Promise<number> {
  if (!isAcceptedPushEndpoint(request.endpoint, allowLoopbackHttp)) {
    return Promise.reject(new NonPublicAddressError('push endpoint is not an accepted URL'));
  }
  const url = new URL(request.endpoint);
  const allowed = (address: string) => isAllowedPushAddress(address, url.protocol, allowLoopbackHttp);
  const host = urlHost(url);
  if (isIP(host) && !allowed(host)) {
    return Promise.reject(new NonPublicAddressError(`${host} is not a public address`));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: request.headers,
        lookup: checkedLookup(allowed),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      (response) => {
        // The push service's body may echo the endpoint; the status says enough.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}

/** web-push encrypts and signs (`generateRequestDetails`); `postPush` sends it. */
async function sendOne(deps: AlertsDeps, push: ClaimedPush): Promise<Outcome> {
  const { push: vapid } = deps.config;
  const payload =
    typeof push.payload === 'string' ? (JSON.parse(push.payload) as ClaimedPush['payload']) : push.payload;
  let status: number;
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify({ ...payload, tag: `alert-push-${push.id}` }),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_S,
        urgency: 'high',
      },
    );
    status = await postPush(request, vapid.allowLoopbackHttp);
  } catch (error) {
    if (error instanceof NonPublicAddressError) {
      // Never sent, and never will be while it points there: no retry.
      deps.log.warn(
        { pushSubscriptionId: push.subscription_id, reason: error.message },
        'push endpoint refused: not a public address',
      );
      return { kind: 'failed', error: 'push endpoint is not a public address' };
    }
    return { kind: 'retry', error: error instanceof Error ? error.message.slice(0, 200) : 'push failed' };
  }
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  const retry = status === 429 || status >= 500;
  return { kind: retry ? 'retry' : 'failed', error: `push service answered ${status}` };
}

async function record(deps: AlertsDeps, push: ClaimedPush, outcome: Outcome): Promise<void> {
  const db = deps.database.db;
  if (outcome.kind === 'sent') {
    await db.execute(sql`
      update push_messages set status = 'sent', sent_at = now(), next_attempt_at = null, last_error = null,
        updated_at = now()
      where id = ${push.id}`);
    return;
  }
  if (outcome.kind === 'gone') {
    // Cascades to this browser's other pushes: none of them can arrive either.
    await db.execute(sql`delete from push_subscriptions where id = ${push.subscription_id}`);
    deps.log.info({ pushSubscriptionId: push.subscription_id }, 'push subscription gone, deleted');
    return;
  }
  const attempts = Number(push.attempts);
  const final = outcome.kind === 'failed' || attempts >= deps.config.sms.maxAttempts;
  const delayS = smsRetryDelayS(attempts, deps.config.sms.retryDelayS);
  await db.execute(sql`
    update push_messages set status = ${final ? 'failed' : 'queued'}::push_status,
      next_attempt_at = ${final ? null : new Date(Date.now() + delayS * 1000).toISOString()}::timestamptz,
      last_error = ${outcome.error}, updated_at = now()
    where id = ${push.id}`);
}
