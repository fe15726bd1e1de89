import { t } from '../../i18n/language';
import { useFormat } from '../../lib/use-format';
import { buttonClass } from './form';

/** Previous / next through a paged list (its `meta`), with the page number in words. */
export function Pager({
  page,
  lastPage,
  onPage,
  label,
}: {
  readonly page: number;
  readonly lastPage: number;
  readonly onPage: (page: number) => void;
  readonly label: string;
}) {
  const format = useFormat();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.paging.previous}
      </button>
      <span className="text-sm text-slate-700">
        {t.paging.pageOf(format.number(page), format.number(lastPage))}
      </span>
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        {t.paging.next}
      </button>
    </nav>
  );
}
