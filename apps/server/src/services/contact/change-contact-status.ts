import { eq } from 'drizzle-orm';
import type { TAdminContactDetail } from '@sarraf/contracts';
import type { Db, Tx } from '../../db/client';
import { contactMessages } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { AuthenticatedAdmin } from '../audit';
import { recordAdminAudit } from '../audit';
import { CONTACT_ENTITY, contactDetail, type ContactRow } from './contact-rows';

type Actor = { admin: AuthenticatedAdmin; ip: string };

async function lockMessage(tx: Tx, id: number): Promise<ContactRow> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function writeStatus(
  tx: Tx,
  actor: Actor,
  row: ContactRow,
  status: 'new' | 'read',
): Promise<ContactRow> {
  if (row.status === status) return row;
  const [updated] = await tx
    .update(contactMessages)
    .set({ status, updatedAt: new Date() })
    .where(eq(contactMessages.id, row.id))
    .returning();
  await recordAdminAudit(tx, actor, {
    action: `contact_message.mark_${status}`,
    entity: CONTACT_ENTITY,
    entityId: row.id,
    before: { status: row.status },
    after: { status },
  });
  return updated!;
}

/** Opening a message (its detail marks it read): a new one becomes read, audited; others as they are. */
export async function openContactMessage(db: Db, actor: Actor, id: number): Promise<TAdminContactDetail> {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    return contactDetail(tx, row.status === 'new' ? await writeStatus(tx, actor, row, 'read') : row);
  });
}

/** Marks a message unread (to come back to it) or read again; audited. */
export async function setContactStatus(
  db: Db,
  actor: Actor,
  id: number,
  status: 'new' | 'read',
): Promise<TAdminContactDetail> {
  return db.transaction(async (tx) =>
    contactDetail(tx, await writeStatus(tx, actor, await lockMessage(tx, id), status)),
  );
}
