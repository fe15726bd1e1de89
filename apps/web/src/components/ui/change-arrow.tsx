import { t } from '../../i18n/language';
import { changeDirection } from '../../lib/format';
import { useFormat } from '../../lib/use-format';

/**
 * A price change against the previous day: an arrow (colour is never the only cue) and the signed
 * amount, with an accessible name that says the direction in words.
 */
export function ChangeArrow({ value }: { readonly value: string | null | undefined }) {
  const format = useFormat();
  const direction = changeDirection(value);
  if (direction === null || value === null || value === undefined) {
    return <span className="text-sm text-slate-600">{t.rates.noChange}</span>;
  }
  const style = {
    up: { arrow: '▲', className: 'text-emerald-800', label: t.rates.up },
    down: { arrow: '▼', className: 'text-red-800', label: t.rates.down },
    flat: { arrow: '●', className: 'text-slate-600', label: t.rates.flat },
  }[direction];
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-bold ${style.className}`}>
      <span aria-hidden="true">{style.arrow}</span>
      <span className="sr-only">{style.label}</span>
      <bdi>{format.change(value)}</bdi>
    </span>
  );
}
