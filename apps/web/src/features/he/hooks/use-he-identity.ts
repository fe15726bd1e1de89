import { QueryObserver, useQuery, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query/query-client';
import { useToken } from '../../../lib/session';
import { identifyCaller, type HeIdentity } from '../api/he-api';

const heIdentityKey = ['he', 'identity'] as const;

// A token lives 5 minutes on the server; one older than this is asked again before use.
const FRESH_MS = 4 * 60_000;

const identityQuery = {
  queryKey: heIdentityKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => identifyCaller(signal),
  staleTime: FRESH_MS,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/**
 * The visitor's header-enrichment identity, asked once per page load after the first paint (a
 * query runs in an effect), without the loading overlay. Only for guests: a signed-in visitor
 * has nothing to gain from it. `enabled: false` reads what an earlier screen asked, if anything.
 */
export function useHeIdentity({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery({ ...identityQuery, enabled: enabled && !token });
}

/**
 * A token fit to spend now: the one held when it is fresh, else a new identify. Null when the
 * visitor is no longer identified (left mobile data, HE switched off).
 */
export async function freshHeToken(queryClient: QueryClient): Promise<string | null> {
  const identity = await queryClient.fetchQuery(identityQuery);
  return identity.identified ? identity.he_token : null;
}

/** A token is single use: after any attempt the next use asks again (not before: no extra call). */
export function forgetHeToken(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: heIdentityKey, refetchType: 'none' });
}

/**
 * The same identity for a component that renders outside the query client (the landing page's
 * sign-in, whose first render does without TanStack Query): asks once, then calls `onChange` with
 * each answer, as a later one-tap attempt renews it. Returns the unsubscribe.
 */
export function watchHeIdentity(onChange: (identity: HeIdentity | undefined) => void): () => void {
  const observer = new QueryObserver(queryClient, identityQuery);
  return observer.subscribe((result) => onChange(result.data));
}
