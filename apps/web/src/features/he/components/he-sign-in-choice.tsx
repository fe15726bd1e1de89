import { lazy, Suspense, useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/form';
import { Notice } from '../../../components/ui/states';
import { t } from '../../../i18n/language';
import { loadChunk } from '../../../lib/load-chunk';
import { useToken } from '../../../lib/session';
import { useWatchAfterFirstRender } from '../../../lib/use-watch-after-first-render';
import type { HeIdentity } from '../api/he-api';
import { hasHeHandOver } from '../hand-over';

// Shown only once the gateway has identified the visitor, after a call: it loads then, not with
// the page's first render (docs/design.md#a-light-first-visit).
const HeOneTap = lazy(() =>
  loadChunk(() => import('./he-one-tap')).then((module) => ({ default: module.HeOneTapCard })),
);

/**
 * The sign-in of the landing page and of /mybill: the page's own SMS-code form (`children`), or,
 * once the operator's gateway identified the visitor, the one-tap card with the form one tap away.
 * Identify runs after the first paint, quietly; not identified (Wi-Fi, HTTPS, HE off, an error)
 * leaves the form exactly as it is. Arriving from the plain-HTTP entry (`#he=…`), the page says it
 * is recognising the number until peek has said which one; a refused token is the form, silently,
 * and a peek that got no answer is the form with a word that the number could not be confirmed.
 */
export function HeSignInChoice({ children }: { readonly children: ReactNode }) {
  const token = useToken();
  // Read at the first render, before the identity's module takes the token out of the address.
  const [handOver] = useState(hasHeHandOver);
  const identity = useHeIdentityAfterFirstRender(!token);
  const [otherNumber, setOtherNumber] = useState(false);
  const identified = identity?.identified ? identity : null;
  if (identified && !otherNumber) {
    // Until the card has loaded, the form stays as it was.
    return (
      <Suspense fallback={children}>
        <HeOneTap identity={identified} onOtherNumber={() => setOtherNumber(true)} />
      </Suspense>
    );
  }
  if (handOver && !token && identity === undefined && !otherNumber) {
    return <HeHandOverPending onOtherNumber={() => setOtherNumber(true)} />;
  }
  const unconfirmed = handOver && identity !== undefined && 'handOverFailed' in identity;
  return (
    <>
      {unconfirmed && !otherNumber ? (
        <div role="status">
          <Notice>{t.he.unconfirmed}</Notice>
        </div>
      ) : null}
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

/** The hand-over's token is being checked: said at once, with the SMS-code form one tap away. */
function HeHandOverPending({ onOtherNumber }: { readonly onOtherNumber: () => void }) {
  return (
    <section
      id="sign-in"
      aria-labelledby="he-pending-title"
      aria-busy="true"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="he-hand-over-pending"
    >
      <h2 id="he-pending-title" role="status" className="text-xl font-bold text-loader">
        {t.he.checking}
      </h2>
      <div aria-hidden="true" className="mt-4 h-12 animate-pulse rounded-xl bg-slate-200" />
      <button type="button" className={`${buttonClass.link} mt-3 min-h-11`} onClick={onOtherNumber}>
        {t.he.otherNumber}
      </button>
    </section>
  );
}

/**
 * The visitor's header-enrichment identity, for guests only: asked after the first render through
 * a module that brings TanStack Query (this component is on the landing page's first render, which
 * does without it). Undefined until answered, and when the module cannot load (offline): the form
 * stays as it is.
 */
function useHeIdentityAfterFirstRender(enabled: boolean): HeIdentity | undefined {
  return useWatchAfterFirstRender(
    () => import('../hooks/use-he-identity').then((module) => module.watchHeIdentity),
    enabled,
  );
}
