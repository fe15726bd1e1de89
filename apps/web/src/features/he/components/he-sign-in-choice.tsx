import { lazy, Suspense, useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/form';
import { t } from '../../../i18n/language';
import { useHeIdentity } from '../hooks/use-he-identity';
import { loadChunk } from '../../../lib/load-chunk';

// Shown only once the gateway has identified the visitor, after a call: it loads then, not with
// the page's first render (docs/design.md#a-light-first-visit).
const HeOneTap = lazy(() =>
  loadChunk(() => import('./he-one-tap')).then((module) => ({ default: module.HeOneTap })),
);

/**
 * The sign-in of the landing page and of /mybill: the page's own SMS-code form (`children`), or,
 * once the operator's gateway identified the visitor, the one-tap card with the form one tap away.
 * Identify runs after the first paint, quietly; not identified (Wi-Fi, HE off, an error) leaves the
 * form exactly as it is.
 */
export function HeSignInChoice({ children }: { readonly children: ReactNode }) {
  const identity = useHeIdentity();
  const [otherNumber, setOtherNumber] = useState(false);
  const identified = identity.data?.identified ? identity.data : null;
  if (identified && !otherNumber) {
    // Until the card has loaded, the form stays as it was.
    return (
      <Suspense fallback={children}>
        <HeOneTap identity={identified} onOtherNumber={() => setOtherNumber(true)} />
      </Suspense>
    );
  }
  return (
    <>
      {children}
      {identified ? (
        <button
          type="button"
          className={`${buttonClass.link} min-h-11 self-start`}
          onClick={() => setOtherNumber(false)}
        >
          {t.he.backToOneTap}
        </button>
      ) : null}
    </>
  );
}
