import type { ar } from './ar.ts';

/**
 * A catalogue's type with its texts widened to `string`: the Arabic catalogue's keys, nesting,
 * list lengths and function parameters, so another language's catalogue that misses a key or
 * changes an arity does not compile.
 */
type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Texts<T[K]> };

/** The shape every language's catalogue has: the Arabic one's (i18n/ar.ts) with string leaves. */
export type Catalogue = Texts<typeof ar>;
