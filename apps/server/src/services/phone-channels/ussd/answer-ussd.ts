import type { TReceiveOperatorUssdRequest } from '@sarraf/contracts';
import { maskMsisdn } from '../../../lib/msisdn';
import { type BillingDeps, cancelSubscription } from '../../billing';
import type { ContentCache } from '../../content-cache';
import { storedForm, subscriberIdOf } from '../../operator-events';
import { assertCallerOperator, callerSettings } from '../../operators';
import { loadUssdContent, loadUssdWorld, sessionCacheOf } from './load-ussd-world';
import { afterCancel, inputsOf, walkUssd } from './ussd-menu';
import {
  isOver,
  openUssdSession,
  recordUssdStep,
  sweepUssdSessions,
  type UssdSessionCache,
} from './ussd-session-store';

export interface UssdDeps extends BillingDeps {
  contentCache: ContentCache;
}

const SESSION_OVER = 'END انتهت هذه الجلسة. اطلب الخدمة من جديد.';

/**
 * `POST /api/operator/ussd`: one step of a session (docs/ussd.md). The row of the session is created
 * on its first request with the lists of that moment; every request recomputes the menu position
 * from the gateway's `text` and answers `CON …` or `END …`. A step for a session that ended, went
 * idle, or belongs to another number is answered `END` and changes nothing. `callerId` is the
 * operator whose gateway asks: a number of another operator's is refused (403).
 */
export async function answerUssd(
  deps: UssdDeps,
  request: TReceiveOperatorUssdRequest,
  callerId: string,
): Promise<string> {
  const { db } = deps.database;
  const now = new Date();
  const msisdn = storedForm(deps, request.msisdn) ?? request.msisdn;
  await assertCallerOperator(deps, callerId, { msisdn });
  const operator = callerSettings(deps.config, callerId);
  const inputs = inputsOf(request.text);
  const content = await loadUssdContent(db, deps.contentCache, deps.config.timeZone, now);
  if (inputs.length === 0) await sweepUssdSessions(db, now);
  const session = await openUssdSession(
    db,
    { sessionId: request.sessionId, msisdn, serviceCode: request.serviceCode },
    () => sessionCacheOf(content),
  );
  if (session.msisdn !== msisdn) {
    // A session id is the gateway's, bound to the number that dialled: never answer another one.
    deps.log.warn({ session: session.id, msisdn: maskMsisdn(msisdn) }, 'USSD step from another number');
    return SESSION_OVER;
  }
  if (isOver(session, now)) return SESSION_OVER;

  const subscriber = await subscriberIdOf(deps, request.msisdn);
  const world = await loadUssdWorld(db, {
    content,
    cache: session.state as UssdSessionCache,
    subscriberId: subscriber?.id ?? null,
    shortCode: operator.serviceShortCode,
    zone: deps.config.timeZone,
  });
  const reply = walkUssd(world, inputs);
  let text = reply.text;
  if (reply.action === 'cancel_subscription') {
    // The same path as the STOP keyword: free, at once, the cancellation SMS sent.
    const cancelled = subscriber
      ? await cancelSubscription(deps, subscriber.id, {
          actor: 'subscriber',
          reason: 'cancel_ussd',
          details: { channel: 'ussd', ussdSession: session.id },
        })
      : null;
    text = afterCancel(world, cancelled?.ok ?? false);
    deps.log.info(
      {
        session: session.id,
        result: cancelled?.ok ? 'cancelled' : `ignored_${cancelled?.refusal ?? 'unknown'}`,
      },
      'USSD cancel',
    );
  }
  await recordUssdStep(db, session.id, { menu: reply.menu, ended: reply.kind === 'END', now });
  return text;
}
