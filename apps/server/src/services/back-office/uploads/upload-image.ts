import type { Db } from '../../../db/client';
import { type AdminActor, recordAdminAudit } from '../../audit';
import type { ImageStore } from './image-store';
import { storeImage } from './store-image';

/** An editor uploads a news image: stored after its checks, then audited with the URL it got. */
export async function uploadImage(
  db: Db,
  store: ImageStore,
  actor: AdminActor,
  bytes: Buffer | undefined,
): Promise<{ url: string }> {
  const stored = await storeImage(store, bytes);
  await recordAdminAudit(db, actor, {
    action: 'upload.create',
    entity: 'upload',
    entityId: stored.url,
    after: { url: stored.url },
  });
  return { url: stored.url };
}
