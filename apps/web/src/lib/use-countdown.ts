import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before an action may be repeated (the server's resend wait), ticking down.
 * `initialSeconds` may be a function, read once on the first render (a stored step's wait).
 */
export function useCountdown(initialSeconds: number | (() => number)) {
  const [endsAt, setEndsAt] = useState(
    () => Date.now() + (typeof initialSeconds === 'function' ? initialSeconds() : initialSeconds) * 1000,
  );
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  /** Counts down to a moment (epoch milliseconds), e.g. a stored step's resend time after a reload. */
  const restartUntil = useCallback((until: number) => {
    setNow(Date.now());
    setEndsAt(until);
  }, []);

  const restart = useCallback((seconds: number) => restartUntil(Date.now() + seconds * 1000), [restartUntil]);

  return { secondsLeft, restart, restartUntil };
}
