import { type AdminActor, recordAdminAudit } from '../../audit';
import type { CrudResource, WriteContext } from './crud-resource';
import { invalidateContent, writeContent, type ContentWriteDeps } from './content-writes';

/** Creates a row and its `<entity>.create` audit row in one transaction; caches dropped after. */
export async function createContentItem<Item, Input, Id extends string | number, Filters>(
  deps: ContentWriteDeps & WriteContext,
  resource: CrudResource<Item, Input, Id, Filters>,
  actor: AdminActor,
  input: Input,
): Promise<Item | undefined> {
  const item = await writeContent(resource, () =>
    deps.database.db.transaction(async (tx) => {
      const id = await resource.create(tx, input, actor.admin.user.id, { config: deps.config });
      const created = await resource.find(tx, id);
      await recordAdminAudit(tx, actor, {
        action: `${resource.entity}.create`,
        entity: resource.entity,
        entityId: id,
        after: created,
      });
      return created;
    }),
  );
  await invalidateContent(deps, resource);
  return item;
}
