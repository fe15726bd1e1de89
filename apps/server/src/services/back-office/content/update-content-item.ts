import { notFound } from '../../../lib/http-error';
import { type BillingDeps, sendStoredNotices } from '../../billing';
import { type AdminActor, recordAdminAudit } from '../../audit';
import type { CrudResource } from './crud-resource';
import { invalidateContent, writeContent, type ContentWriteDeps } from './content-writes';

/** Notices handed to `sms.send` per queue insert: a plan with many subscribers makes many inserts. */
const NOTICE_SLICE = 1_000;

/**
 * Updates a row and writes its `<entity>.update` audit row (before/after) in one transaction. SMS
 * the resource stored (a plan's price change notices) are queued after the commit, as billing
 * notices are (the reconcile job requeues any left behind); caches are dropped last.
 */
export async function updateContentItem<Item, Input, Id extends string | number, Filters>(
  deps: ContentWriteDeps & BillingDeps,
  resource: CrudResource<Item, Input, Id, Filters>,
  actor: AdminActor,
  id: Id,
  input: Input,
): Promise<Item | undefined> {
  const { item, smsIds } = await writeContent(resource, () =>
    deps.database.db.transaction(async (tx) => {
      const before = await resource.find(tx, id);
      if (!before) throw notFound();
      const outcome = await resource.update(tx, id, input, actor.admin.user.id, { config: deps.config });
      const found = await resource.find(tx, id);
      const after = found && outcome?.extra ? { ...found, ...outcome.extra } : found;
      await recordAdminAudit(tx, actor, {
        action: `${resource.entity}.update`,
        entity: resource.entity,
        entityId: id,
        before,
        after,
      });
      return { item: after, smsIds: outcome?.smsIds ?? [] };
    }),
  );
  for (let start = 0; start < smsIds.length; start += NOTICE_SLICE) {
    await sendStoredNotices(deps, smsIds.slice(start, start + NOTICE_SLICE));
  }
  await invalidateContent(deps, resource);
  return item;
}
