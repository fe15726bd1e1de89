import { useState } from 'react';
import type { TPartnerKey } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { apiErrorOf } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { buttonClass } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { useRevokePartnerKey } from '../api/partner-keys';

const t = ar.partnerKeys;

/** Revokes one key after a confirmation: it cannot be undone, and the partner is refused at once. */
export function RevokePartnerKey({ partnerKey }: { partnerKey: TPartnerKey }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokePartnerKey();
  const toast = useToast();
  if (partnerKey.revoked_at) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClass.danger}
        aria-label={`${t.revoke} ${partnerKey.name}`}
        onClick={() => setOpen(true)}
      >
        {t.revoke}
      </button>
      <ConfirmDialog
        open={open}
        title={t.revokeTitle(partnerKey.name)}
        confirmLabel={t.revokeConfirm}
        tone="danger"
        pending={revoke.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          revoke.mutate(partnerKey.id, {
            onSuccess: (answer) => {
              toast('success', answer.message);
              setOpen(false);
            },
            onError: (error) => toast('error', apiErrorOf(error).message ?? ar.common.saveFailed),
          })
        }
      >
        <p>{t.revokeText}</p>
      </ConfirmDialog>
    </>
  );
}
