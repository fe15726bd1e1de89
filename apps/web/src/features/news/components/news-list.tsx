import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { textProps } from '../../../lib/text-direction';
import { useFormat } from '../../../lib/use-format';
import { useNews } from '../hooks/use-news';

/** News: newest first, each with its summary and date, paged. */
export function NewsList() {
  const [page, setPage] = useState(1);
  const news = useNews(page);
  const format = useFormat();
  return (
    <QueryView query={news} isEmpty={(data) => data.data.length === 0} empty={t.news.empty}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-3">
            {data.data.map((item) => (
              <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                <h2 className="text-lg font-bold" {...textProps(item.title)}>
                  <Link
                    to={hrefFor('client.news.details', { id: String(item.id) })}
                    className="text-loader underline-offset-4 hover:underline"
                  >
                    {item.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  <time dateTime={item.published_at}>{format.dateTime(item.published_at)}</time>
                </p>
                <p className="mt-2 leading-relaxed text-slate-800" {...textProps(item.summary)}>
                  {item.summary}
                </p>
              </li>
            ))}
          </ul>
          <Pager
            page={data.meta.current_page}
            lastPage={data.meta.last_page}
            onPage={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
            label={t.news.pages}
          />
        </div>
      )}
    </QueryView>
  );
}
