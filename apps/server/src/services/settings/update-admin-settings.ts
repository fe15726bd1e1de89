import type { TAdminSettings } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { type AdminActor, recordAdminAudit } from '../audit';
import { readAdminSettings, writeAdminSettings } from './admin-settings';

/** An admin changes the operator tunables; the audit row keeps the values before and after. */
export async function updateAdminSettings(
  db: Db,
  actor: AdminActor,
  input: TAdminSettings,
): Promise<TAdminSettings> {
  return db.transaction(async (tx) => {
    const before = await readAdminSettings(tx);
    await writeAdminSettings(tx, input, actor.admin.user.id);
    await recordAdminAudit(tx, actor, {
      action: 'settings.update',
      entity: 'settings',
      before,
      after: input,
    });
    return input;
  });
}
