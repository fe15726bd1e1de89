import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRateGrid } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatArabicDateTime } from '../../../lib/format';
import { apiErrorOf } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { publishRates } from '../api/rates';
import { checkRow, isUnchanged, movePercent, normalizeRateText, type CellProblem } from './rate-values';

type Column = 'buy' | 'sell';
interface Draft {
  buy: string;
  sell: string;
}
interface LargeMove {
  code: string;
  name: string;
  column: Column;
  last: string;
  next: string;
  percent: number;
}

const cellClass =
  'w-24 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-end font-mono sm:w-28 text-base tabular-nums focus:border-loader aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

const problemText: Record<Exclude<CellProblem, null>, string> = {
  required: ar.rates.cellRequired,
  invalid: ar.rates.cellInvalid,
  sell_below_buy: ar.rates.sellBelowBuy,
};

/**
 * The daily rate entry: one row per currency, prefilled with the last published values.
 * Built for the keyboard: Enter and Tab go to the next cell, Shift+Enter back, arrows up/down move
 * within a column, Ctrl+Enter publishes; a focused cell selects its value so typing replaces it.
 * Values are checked as they are typed; moves beyond the guard are confirmed with old → new and %.
 */
export function RateGrid({ grid }: { grid: TRateGrid }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const initial = useMemo(
    () =>
      Object.fromEntries(
        grid.rows.map((row) => [row.currency_id, { buy: row.last_buy ?? '', sell: row.last_sell ?? '' }]),
      ) as Record<number, Draft>,
    [grid],
  );
  const [drafts, setDrafts] = useState<Record<number, Draft>>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<LargeMove[] | null>(null);
  const cells = useRef(new Map<string, HTMLInputElement>());

  // Only the rows the editor changed are published (rate-values.ts#isUnchanged).
  const filled = grid.rows.filter((row) => {
    const draft = drafts[row.currency_id];
    return (
      draft &&
      (draft.buy.trim() !== '' || draft.sell.trim() !== '') &&
      !isUnchanged(row.last_buy, row.last_sell, draft.buy, draft.sell)
    );
  });

  const mutation = useMutation({
    mutationFn: (confirm: boolean) =>
      publishRates({
        source_id: grid.source.id,
        confirm_large_moves: confirm,
        rates: filled.map((row) => ({
          currency_id: row.currency_id,
          buy: normalizeRateText(drafts[row.currency_id]!.buy),
          sell: normalizeRateText(drafts[row.currency_id]!.sell),
        })),
      }),
    onSuccess: async (result) => {
      setConfirming(null);
      setServerErrors({});
      toast('success', `${result.message} (${result.data.published})`);
      await queryClient.invalidateQueries({ queryKey: ['rate-grid', grid.source.id] });
    },
    onError: (error) => {
      setConfirming(null);
      const { message, errors } = apiErrorOf(error);
      // Field keys are `rates.<index in the sent list>.<field>`: back to the currency's cell.
      const mapped: Record<string, string> = {};
      for (const [key, texts] of Object.entries(errors ?? {})) {
        const match = /^rates\.(\d+)\.(buy|sell|currency_id)$/.exec(key);
        const row = match ? filled[Number(match[1])] : undefined;
        if (row && match)
          mapped[`${row.currency_id}:${match[2] === 'sell' ? 'sell' : 'buy'}`] = texts.join(' ');
      }
      setServerErrors(mapped);
      setFormError(message ?? ar.states.errorText);
    },
  });

  function problemsOf(currencyId: number) {
    const draft = drafts[currencyId] ?? { buy: '', sell: '' };
    if (draft.buy.trim() === '' && draft.sell.trim() === '') return { buy: null, sell: null };
    return checkRow(draft.buy, draft.sell);
  }

  function largeMoves(): LargeMove[] {
    const moves: LargeMove[] = [];
    for (const row of filled) {
      const draft = drafts[row.currency_id]!;
      for (const column of ['buy', 'sell'] as const) {
        const last = column === 'buy' ? row.last_buy : row.last_sell;
        const percent = movePercent(last, draft[column]);
        if (last !== null && percent !== null && percent > grid.max_move_percent)
          moves.push({
            code: row.code,
            name: row.name,
            column,
            last,
            next: normalizeRateText(draft[column]),
            percent,
          });
      }
    }
    return moves;
  }

  function submit() {
    setFormError(null);
    if (filled.length === 0) {
      setFormError(ar.rates.nothingToPublish);
      return;
    }
    const invalid = filled.find((row) => {
      const problems = problemsOf(row.currency_id);
      return problems.buy || problems.sell;
    });
    if (invalid) {
      setTouched(
        Object.fromEntries(
          filled.flatMap((row) => [
            [`${row.currency_id}:buy`, true],
            [`${row.currency_id}:sell`, true],
          ]),
        ),
      );
      setFormError(ar.rates.fixErrors);
      cells.current.get(`${invalid.currency_id}:buy`)?.focus();
      return;
    }
    const moves = largeMoves();
    if (moves.length > 0) setConfirming(moves);
    else mutation.mutate(false);
  }

  function focusCell(rowIndex: number, column: Column) {
    const row = grid.rows[rowIndex];
    if (row) cells.current.get(`${row.currency_id}:${column}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, rowIndex: number, column: Column) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter reads down the sheet like Tab: buy → sell → next row's buy (Shift goes back).
      if (event.shiftKey) {
        if (column === 'sell') focusCell(rowIndex, 'buy');
        else focusCell(rowIndex - 1, 'sell');
      } else if (column === 'buy') focusCell(rowIndex, 'sell');
      else focusCell(rowIndex + 1, 'buy');
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusCell(rowIndex + 1, column);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusCell(rowIndex - 1, column);
    }
  }

  function update(currencyId: number, column: Column, value: string) {
    setDrafts((all) => ({
      ...all,
      [currencyId]: { ...(all[currencyId] ?? { buy: '', sell: '' }), [column]: value },
    }));
    setServerErrors((all) => {
      const { [`${currencyId}:${column}`]: _removed, ...rest } = all;
      return rest;
    });
  }

  return (
    <form
      aria-labelledby="rate-grid-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <h2 id="rate-grid-title" className="sr-only">
        {ar.rates.gridTitle(grid.source.name)}
      </h2>
      <p id="rate-grid-help" className="text-sm text-slate-700">
        {ar.rates.keyboardHelp(grid.max_move_percent)}
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full border-collapse">
          <caption className="sr-only">{ar.rates.gridTitle(grid.source.name)}</caption>
          <thead className="bg-slate-100 text-start">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {ar.rates.currency}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {ar.rates.buy}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {ar.rates.sell}
              </th>
              <th scope="col" className="hidden px-3 py-2 text-start sm:table-cell">
                {ar.rates.last}
              </th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, rowIndex) => {
              const draft = drafts[row.currency_id] ?? { buy: '', sell: '' };
              const problems = problemsOf(row.currency_id);
              return (
                <tr key={row.currency_id} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 text-start font-normal">
                    <span aria-hidden="true">{row.flag}</span> <span className="font-bold">{row.code}</span>{' '}
                    <span className="text-sm text-slate-700">{row.name}</span>
                  </th>
                  {(['buy', 'sell'] as const).map((column) => {
                    const key = `${row.currency_id}:${column}`;
                    const problem = touched[key] ? problems[column] : null;
                    const message = serverErrors[key] ?? (problem ? problemText[problem] : null);
                    const last = column === 'buy' ? row.last_buy : row.last_sell;
                    const percent = movePercent(last, draft[column]);
                    const big = percent !== null && percent > grid.max_move_percent;
                    return (
                      <td key={column} className="px-2 py-2 align-top sm:px-3">
                        <input
                          ref={(element) => {
                            if (element) cells.current.set(key, element);
                            else cells.current.delete(key);
                          }}
                          value={draft[column]}
                          inputMode="decimal"
                          dir="ltr"
                          autoComplete="off"
                          aria-label={`${column === 'buy' ? ar.rates.buy : ar.rates.sell} ${row.code} ${row.name}`}
                          aria-invalid={message ? true : undefined}
                          aria-describedby={message || big ? `${key}-note` : undefined}
                          className={cellClass}
                          onFocus={(event) => event.currentTarget.select()}
                          onBlur={() => setTouched((all) => ({ ...all, [key]: true }))}
                          onChange={(event) => update(row.currency_id, column, event.target.value)}
                          onKeyDown={(event) => onKeyDown(event, rowIndex, column)}
                        />
                        {message ? (
                          <p id={`${key}-note`} className="mt-1 max-w-40 text-xs font-bold text-red-800">
                            {message}
                          </p>
                        ) : big ? (
                          <p id={`${key}-note`} className="mt-1 text-xs font-bold text-amber-800">
                            {ar.rates.bigMove(percent)}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                  <td className="hidden px-3 py-2 text-sm text-slate-700 sm:table-cell">
                    {row.last_at ? (
                      <>
                        <span dir="ltr">
                          {row.last_buy} / {row.last_sell}
                        </span>
                        <br />
                        <time dateTime={row.last_at}>{formatArabicDateTime(row.last_at)}</time>
                      </>
                    ) : (
                      ar.rates.neverPublished
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FormError message={formError} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={mutation.isPending}>
          {mutation.isPending ? ar.rates.publishing : ar.rates.publish}
        </button>
        <span className="text-sm text-slate-700">
          {ar.rates.filledCount(filled.length, grid.rows.length)}
        </span>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={ar.rates.confirmTitle}
        confirmLabel={ar.rates.confirmPublish}
        pending={mutation.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => mutation.mutate(true)}
      >
        <p>{ar.rates.confirmText(grid.max_move_percent)}</p>
        <ul className="mt-3 flex flex-col gap-1">
          {(confirming ?? []).map((move) => (
            <li key={`${move.code}:${move.column}`} className="rounded-lg bg-amber-50 px-3 py-2">
              <strong>
                {move.code} · {move.column === 'buy' ? ar.rates.buy : ar.rates.sell}
              </strong>
              {': '}
              <span dir="ltr">
                {move.last} → {move.next}
              </span>{' '}
              ({ar.rates.percent(move.percent)})
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </form>
  );
}
