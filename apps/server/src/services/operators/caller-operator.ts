import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema/index';
import type { Config } from '../../env';
import { forbidden } from '../../lib/http-error';
import { maskMsisdn } from '../../lib/msisdn';
import { operatorOfMsisdn } from './operator-of-number';

export interface CallerDeps {
  config: Pick<Config, 'operators'>;
  database: { db: Db };
  log: FastifyBaseLogger;
}

/**
 * What an operator's call is about: a number (in its stored form), or a row already filed under an
 * operator (a ledger row, an SMS). `null` stands for a row the call names but we do not hold.
 */
export type CallSubject = { msisdn: string } | { operatorId: string | null };

/**
 * The operator a number belongs to: its live subscriber's stored operator, which wins over the
 * prefixes (a number moved to another network keeps the operator it pays through), else the one of
 * its longest prefix. Undefined for a number no operator serves.
 */
async function ownerOfNumber(deps: CallerDeps, msisdn: string): Promise<string | undefined> {
  const [row] = await deps.database.db
    .select({ operatorId: subscribers.operatorId })
    .from(subscribers)
    .where(eq(subscribers.msisdn, msisdn));
  return row?.operatorId ?? operatorOfMsisdn(deps.config.operators, msisdn)?.id;
}

/**
 * The one rule of every operator route (docs/operators.md#callers-are-told-apart): the operator the
 * call's credentials name may act only on its own numbers, ledger rows and messages. Anything else
 * answers 403 before a thing is written. A row we do not hold is nobody's yet: the route's own
 * answer for an unknown id stands. With one operator every number is its own, as it always was
 * (a number ported in from outside the prefixes still reaches us through it).
 */
export async function assertCallerOperator(
  deps: CallerDeps,
  callerId: string,
  subject: CallSubject,
): Promise<void> {
  if (deps.config.operators.length === 1) return;
  const owner = 'msisdn' in subject ? await ownerOfNumber(deps, subject.msisdn) : subject.operatorId;
  if (owner === null || owner === callerId) return;
  deps.log.warn(
    {
      caller: callerId,
      owner: owner ?? 'none',
      ...('msisdn' in subject ? { msisdn: maskMsisdn(subject.msisdn) } : {}),
    },
    "operator call refused: it is about another operator's number",
  );
  throw forbidden();
}

/** The settings of the operator a call's credentials named (always one of the configuration's). */
export function callerSettings<O extends { id: string }>(
  config: { operators: readonly O[] },
  callerId: string,
): O {
  const operator = config.operators.find((candidate) => candidate.id === callerId);
  if (!operator) throw new Error(`operator ${callerId} is not in the configuration`);
  return operator;
}

/**
 * The operator the dev channel simulator speaks for (docs/keyword-channel.md#the-simulator): the
 * number's own, else the first of the configuration.
 */
export function simulatedCaller(config: Pick<Config, 'operators'>, msisdn: string | null): string {
  return (msisdn ? operatorOfMsisdn(config.operators, msisdn) : undefined)?.id ?? config.operators[0]!.id;
}
