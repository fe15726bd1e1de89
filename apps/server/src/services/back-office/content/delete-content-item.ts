import { notFound } from '../../../lib/http-error';
import { type AdminActor, recordAdminAudit } from '../../audit';
import type { CrudResource } from './crud-resource';
import { invalidateContent, writeContent, type ContentWriteDeps } from './content-writes';

/** Deletes a row the product allows to go, with its `<entity>.delete` audit row; caches dropped after. */
export async function deleteContentItem<Item, Input, Id extends string | number, Filters>(
  deps: ContentWriteDeps,
  resource: CrudResource<Item, Input, Id, Filters>,
  actor: AdminActor,
  id: Id,
): Promise<void> {
  await writeContent(resource, () =>
    deps.database.db.transaction(async (tx) => {
      const before = await resource.find(tx, id);
      if (!before) throw notFound();
      resource.assertRemovable?.(before);
      await resource.remove(tx, id);
      await recordAdminAudit(tx, actor, {
        action: `${resource.entity}.delete`,
        entity: resource.entity,
        entityId: id,
        before,
      });
    }),
  );
  await invalidateContent(deps, resource);
}
