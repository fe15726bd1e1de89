import { Link } from 'react-router';
import { QueryView } from '../../../components/ui/query-view';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { htmlTextProps, textProps } from '../../../lib/text-direction';
import { useFormat } from '../../../lib/use-format';
import { useNewsItem } from '../hooks/use-news';

/** One news item in full. Its body is HTML the server sanitised; the CSP backs that up. */
export function NewsArticle({ id }: { readonly id: string }) {
  const item = useNewsItem(id);
  const format = useFormat();
  return (
    <>
      {item.data ? null : (
        // Until the article arrives, the screen still has its title for screen readers and tabs.
        <h1 id="screen-title" className="mb-4 text-2xl font-bold text-loader">
          {t.routes['client.news.details']}
        </h1>
      )}
      <QueryView query={item}>
        {(data) => (
          <article aria-labelledby="screen-title" className="flex flex-col gap-4">
            <h1
              id="screen-title"
              className="text-2xl font-bold leading-snug text-loader sm:text-3xl"
              {...textProps(data.title)}
            >
              {data.title}
            </h1>
            <p className="text-sm text-slate-700">
              <time dateTime={data.published_at}>{format.dateTime(data.published_at)}</time>
            </p>
            {data.image_url ? (
              <img src={data.image_url} alt="" className="w-full rounded-2xl object-cover" loading="lazy" />
            ) : null}
            <p className="text-lg leading-relaxed text-slate-800" {...textProps(data.summary)}>
              {data.summary}
            </p>
            {/* A news item without an English version reads right to left on the English portal. */}
            <div
              className="rich-text"
              {...htmlTextProps(data.body_html)}
              dangerouslySetInnerHTML={{ __html: data.body_html }}
            />
            <Link to={hrefFor('client.news')} className="font-bold text-loader underline underline-offset-4">
              {t.news.back}
            </Link>
          </article>
        )}
      </QueryView>
    </>
  );
}
