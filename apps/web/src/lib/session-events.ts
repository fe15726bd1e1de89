/**
 * A tiny bus between the API client (a lazy chunk, with axios) and the router (the initial chunk):
 * "After a 401 response the user is logged out and sent to the site root" needs both,
 * and the initial chunk must not carry axios to say so.
 */
type Listener = () => void;

const unauthorizedListeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function emitUnauthorized(): void {
  for (const listener of [...unauthorizedListeners]) listener();
}
