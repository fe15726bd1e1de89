/**
 * The currency's ISO code in a small badge. Not the flag emoji of the API: many low-end Android
 * phones have no flag glyphs and show two boxes instead.
 */
export function CurrencyBadge({ code }: { readonly code: string }) {
  return (
    <span
      aria-hidden="true"
      dir="ltr"
      className="inline-flex h-7 min-w-11 shrink-0 items-center justify-center rounded-md bg-slate-100 px-1 text-xs font-bold text-loader"
    >
      {code}
    </span>
  );
}
