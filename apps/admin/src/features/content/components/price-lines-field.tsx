import { useQuery } from '@tanstack/react-query';
import type { TAdminCurrency } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { callApi } from '../../../lib/api-client';
import { ErrorState, LoadingState } from '../../../components/ui/states';

export interface PriceLine {
  currency_id: number;
  buy: string;
  sell: string;
  note: string;
}

const cellClass =
  'w-24 rounded-md border border-slate-400 bg-white px-2 py-1 text-end font-mono tabular-nums aria-[invalid=true]:border-red-700';

async function fetchQuotedCurrencies(): Promise<TAdminCurrency[]> {
  const response = await callApi('adminListCurrencies', { query: { per_page: 100 } });
  return response.data.filter((currency) => currency.active && !currency.is_base);
}

/**
 * The lines of a price list: one row per quoted currency; a row left empty is not in the bulletin.
 * Errors come back per line (`items.<i>.buy|sell|currency_id`) and are shown in the row.
 */
export function PriceLinesField({
  label,
  lines,
  errors,
  onChange,
}: {
  label: string;
  lines: PriceLine[];
  errors: Record<string, string[]>;
  onChange: (lines: PriceLine[]) => void;
}) {
  const currencies = useQuery({ queryKey: ['currencies', 'quoted'], queryFn: fetchQuotedCurrencies });
  if (currencies.isPending) return <LoadingState />;
  if (currencies.isError) return <ErrorState onRetry={() => void currencies.refetch()} />;

  // Server errors are keyed by the index among the sent (non-empty) lines.
  const sent = lines.filter((line) => line.buy.trim() || line.sell.trim());
  const errorFor = (currencyId: number, field: string) => {
    const index = sent.findIndex((line) => line.currency_id === currencyId);
    return index < 0 ? undefined : errors[`items.${index}.${field}`]?.join(' ');
  };
  const lineOf = (currencyId: number): PriceLine =>
    lines.find((line) => line.currency_id === currencyId) ?? {
      currency_id: currencyId,
      buy: '',
      sell: '',
      note: '',
    };
  const set = (currencyId: number, field: 'buy' | 'sell' | 'note', value: string) => {
    const others = lines.filter((line) => line.currency_id !== currencyId);
    const next = { ...lineOf(currencyId), [field]: value };
    const order = currencies.data.map((currency) => currency.id);
    onChange([...others, next].sort((a, b) => order.indexOf(a.currency_id) - order.indexOf(b.currency_id)));
  };

  return (
    <fieldset className="md:col-span-2">
      <legend className="font-bold">{label}</legend>
      <p className="text-sm text-slate-600">{ar.priceLists.linesHint}</p>
      {errors.items ? <p className="text-sm font-bold text-red-800">{errors.items.join(' ')}</p> : null}
      <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full border-collapse">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-2 py-1 text-start">
                {ar.rates.currency}
              </th>
              <th scope="col" className="px-2 py-1 text-start">
                {ar.rates.buy}
              </th>
              <th scope="col" className="px-2 py-1 text-start">
                {ar.rates.sell}
              </th>
              <th scope="col" className="px-2 py-1 text-start">
                {ar.priceLists.note}
              </th>
            </tr>
          </thead>
          <tbody>
            {currencies.data.map((currency) => {
              const line = lineOf(currency.id);
              const problem =
                errorFor(currency.id, 'buy') ??
                errorFor(currency.id, 'sell') ??
                errorFor(currency.id, 'currency_id');
              return (
                <tr key={currency.id} className="border-t border-slate-200">
                  <th scope="row" className="px-2 py-1 text-start font-bold">
                    {currency.code}
                    {problem ? <p className="text-xs font-bold text-red-800">{problem}</p> : null}
                  </th>
                  {(['buy', 'sell'] as const).map((field) => (
                    <td key={field} className="px-2 py-1">
                      <input
                        dir="ltr"
                        inputMode="decimal"
                        aria-label={`${field === 'buy' ? ar.rates.buy : ar.rates.sell} ${currency.code}`}
                        aria-invalid={errorFor(currency.id, field) ? true : undefined}
                        className={cellClass}
                        value={line[field]}
                        onChange={(event) => set(currency.id, field, event.target.value)}
                      />
                    </td>
                  ))}
                  <td className="px-2 py-1">
                    <input
                      aria-label={`${ar.priceLists.note} ${currency.code}`}
                      className="w-32 rounded-md border border-slate-400 bg-white px-2 py-1"
                      value={line.note}
                      onChange={(event) => set(currency.id, 'note', event.target.value)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
