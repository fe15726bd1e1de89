import type { TInformationKey } from '@sarraf/contracts';
import { QueryView } from '../../../components/ui/query-view';
import { t } from '../../../i18n/language';
import { htmlTextProps } from '../../../lib/text-direction';
import { useFormat } from '../../../lib/use-format';
import { useInformation } from '../hooks/use-information';

/** An information page (who we are, privacy, terms): sanitised HTML from the server. */
export function InformationPage({
  pageKey,
  title,
}: {
  readonly pageKey: TInformationKey;
  readonly title: string;
}) {
  const information = useInformation(pageKey);
  const format = useFormat();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-bold text-loader sm:text-3xl">
        {title}
      </h1>
      <QueryView query={information} isEmpty={(data) => data === null} empty={t.info.empty}>
        {(data) =>
          data ? (
            <>
              <div
                className="rich-text"
                {...htmlTextProps(data.body_html)}
                dangerouslySetInnerHTML={{ __html: data.body_html }}
              />
              <p className="text-sm text-slate-700">
                {t.info.updated} <time dateTime={data.updated_at}>{format.date(data.updated_at)}</time>
              </p>
            </>
          ) : null
        }
      </QueryView>
    </section>
  );
}
