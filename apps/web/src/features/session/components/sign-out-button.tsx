import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../i18n/language';
import { setLoading } from '../../../lib/loading-store';
import { logout } from '../api/session-api';

/** Logout: the session ends on this device whatever the server answers; then the site root. */
export function SignOutButton({ className }: { readonly className?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        setLoading(true);
        void logout().then(() => navigate('/', { replace: true }));
      }}
    >
      {t.session.signOut}
    </button>
  );
}
