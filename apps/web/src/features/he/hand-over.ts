import { HE_FRAGMENT_KEYS } from '@sarraf/contracts/he-fragment';

/**
 * Whether the address carries the hand-over of the plain-HTTP entry, `#he=<token>&m=…&s=…`
 * (docs/header-enrichment.md#the-portal), still unread. Light enough for a first render: the page
 * shows "recognising your number" from its first paint instead of the SMS form it would replace.
 */
export function hasHeHandOver(): boolean {
  return (
    typeof window !== 'undefined' &&
    new URLSearchParams(window.location.hash.slice(1)).has(HE_FRAGMENT_KEYS.token)
  );
}
