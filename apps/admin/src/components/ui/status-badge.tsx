const tones = {
  good: 'bg-emerald-100 text-emerald-900',
  bad: 'bg-red-100 text-red-900',
  warn: 'bg-amber-100 text-amber-900',
  neutral: 'bg-slate-200 text-slate-900',
} as const;

export type BadgeTone = keyof typeof tones;

/** A state in words, on a tinted background (the words carry the meaning, not the colour alone). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-sm font-bold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
