import type { TPlan } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { translate, type Lang } from '../../lib/messages';
import { operatorOfHost } from '../operators';
import { listActivePlans } from './list-active-plans';

/** What the plans on a host read of an operator: who it is, its hosts and its service details. */
export interface OfferingOperator {
  id: string;
  name: { ar: string; en: string };
  hosts: readonly string[];
  serviceShortCode: string;
  supportPhone: string;
}

/** The plans a portal host offers, and the operator details its disclaimer prints. */
export interface PlansOnHost {
  plans: TPlan[];
  /** The operator whose portal host was asked, named in the language asked for; else null. */
  operator: { id: string; name: string } | null;
  shortCode: string;
  supportPhone: string;
  /** Why no plan is listed: the number's network decides, and it is not known yet. */
  notice: string | null;
}

/** The value every operator has in common, else '' (the number's network decides it). */
function shared(operators: readonly OfferingOperator[], valueOf: (operator: OfferingOperator) => string) {
  const values = new Set(operators.map(valueOf));
  return values.size === 1 ? [...values][0]! : '';
}

/**
 * The plans on sale on a portal host (docs/operators.md#brand-by-host): the plans of the operator
 * whose `hosts` holds it. With one operator, every plan on any host, as before operators existed
 * (a start refuses rows of an operator it does not serve, so all are its own). On a host of no
 * operator, with several, none: a price shown there might be another network's, so the portal
 * asks for the number, and the sign-in's `Code: 50` lists that number's operator's plans.
 */
export async function listPlansOnHost(
  db: Db,
  operators: readonly OfferingOperator[],
  host: string | undefined,
  lang: Lang,
): Promise<PlansOnHost> {
  const hosted = operatorOfHost(operators, host);
  const only = operators.length === 1 ? operators[0] : undefined;
  const serving = hosted ?? only;
  if (!serving) {
    return {
      plans: [],
      operator: null,
      shortCode: shared(operators, (operator) => operator.serviceShortCode),
      supportPhone: shared(operators, (operator) => operator.supportPhone),
      notice: translate('plans_depend_on_network', lang),
    };
  }
  return {
    plans: await listActivePlans(db, lang, only ? undefined : serving.id),
    operator: hosted ? { id: hosted.id, name: hosted.name[lang] } : null,
    shortCode: serving.serviceShortCode,
    supportPhone: serving.supportPhone,
    notice: null,
  };
}
