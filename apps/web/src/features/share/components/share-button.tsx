import type { TServiceInfo } from '@sarraf/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../../components/ui/form';
import { t } from '../../../i18n/language';
import { useDigits } from '../../../lib/digits';
import { loadChunk } from '../../../lib/load-chunk';
import { getServiceInfo } from '../api/share-api';
import type { RateCardContent } from './rate-card';
import type { ShareOutcome } from './share-rate-card';

// The drawing and sharing code and the fallback dialog are fetched on use, never with a screen.
const loadShareModule = () => loadChunk(() => import('./share-rate-card'));
const LazyShareFallback = lazy(() => loadChunk(() => import('./share-fallback')));

const serviceQuery = {
  queryKey: ['share', 'service'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getServiceInfo(signal),
  staleTime: Number.POSITIVE_INFINITY,
};

/** The service's name and short code; without them (a failed call) the card is still drawn. */
function loadService(queryClient: QueryClient): Promise<TServiceInfo | null> {
  return queryClient.fetchQuery(serviceQuery).catch(() => null);
}

type ShareState =
  | { readonly kind: 'idle' | 'busy' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'fallback'; readonly outcome: Extract<ShareOutcome, { kind: 'fallback' }> };

/**
 * «مشاركة»: draws the screen's rates as an image card and shares it
 * (docs/product.md#sharing-a-rate-card). Pointing at or focusing the button already fetches the
 * card's code and the service details, so that the share sheet opens within the tap's user
 * activation even on a slow network.
 */
export function ShareButton({ content }: { readonly content: RateCardContent }) {
  const queryClient = useQueryClient();
  const digits = useDigits();
  const [state, setState] = useState<ShareState>({ kind: 'idle' });

  const warm = () => {
    loadShareModule().catch(() => undefined);
    void loadService(queryClient);
  };

  const share = async () => {
    if (state.kind === 'busy') return;
    if (content.rows.length === 0 && !content.note) {
      setState({ kind: 'error', message: t.share.nothing });
      return;
    }
    setState({ kind: 'busy' });
    try {
      const [module, service] = await Promise.all([loadShareModule(), loadService(queryClient)]);
      const outcome = await module.shareRateCard(content, service, digits);
      setState(outcome.kind === 'fallback' ? { kind: 'fallback', outcome } : { kind: 'idle' });
    } catch {
      setState({ kind: 'error', message: t.share.failed });
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={buttonClass.secondary}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => void share()}
        // Not `disabled`: a disabled button drops the keyboard focus while the card is drawn.
        aria-busy={state.kind === 'busy'}
        data-testid="share-button"
      >
        {t.share.action}
      </button>
      {state.kind === 'error' ? (
        <p role="alert" className="text-sm font-bold text-red-800">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'fallback' ? (
        <Suspense fallback={null}>
          <LazyShareFallback
            file={state.outcome.file}
            text={state.outcome.text}
            onClose={() => setState({ kind: 'idle' })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
