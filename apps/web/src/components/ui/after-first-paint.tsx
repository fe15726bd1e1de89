import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one task after the first render, for what lies below the fold of a first
 * screen: a cheap phone then lays out the top of the page in one short task and the rest in
 * another, instead of one long task that delays the first paint and blocks input
 * (docs/design.md#a-light-first-visit). Nothing above it moves when it appears.
 */
export function AfterFirstPaint({ children }: { readonly children: ReactNode }) {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return isShown ? <>{children}</> : null;
}
