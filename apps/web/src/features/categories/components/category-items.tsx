import { Link } from 'react-router';
import { QueryView } from '../../../components/ui/query-view';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { isolate, textProps } from '../../../lib/text-direction';
import { useFormat } from '../../../lib/use-format';
import { useCategories, useCategoryInfo } from '../hooks/use-categories';

/** Internal items: a category's items with their latest price, each leading to its details. */
export function CategoryItems({ categoryId }: { readonly categoryId: number }) {
  const info = useCategoryInfo(categoryId);
  const format = useFormat();
  return (
    <>
      {info.data ? null : (
        <h1 id="screen-title" className="mb-4 text-2xl font-bold text-loader">
          {t.routes['client.internal.items']}
        </h1>
      )}
      <QueryView query={info}>
        {(data) => (
          <section aria-labelledby="screen-title" className="flex flex-col gap-4">
            <div>
              <h1
                id="screen-title"
                className="text-2xl font-bold text-loader sm:text-3xl"
                {...textProps(data.category.name)}
              >
                {data.category.name}
              </h1>
              <p className="mt-2 leading-relaxed text-slate-700" {...textProps(data.category.description)}>
                {data.category.description}
              </p>
            </div>
            {data.items.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center">
                {t.categories.noItems}
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {data.items.map((item) => {
                  const quote = item.latest;
                  const price = quote?.value ?? quote?.sell ?? null;
                  return (
                    <li key={item.id}>
                      <Link
                        to={hrefFor('client.category.details', { id: String(item.id) })}
                        className="flex min-h-11 items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-loader"
                      >
                        <span className="flex flex-col">
                          <span className="font-bold text-loader" {...textProps(item.name)}>
                            {item.name}
                          </span>
                          <span className="text-sm text-slate-700">
                            {t.categories.unit(isolate(item.unit))}
                          </span>
                        </span>
                        <span className="text-end">
                          {price !== null && quote ? (
                            <>
                              <span className="block font-bold tabular-nums">
                                {format.rate(price)}{' '}
                                <span className="text-sm font-normal">{quote.quote_currency}</span>
                              </span>
                              <span className="block text-xs text-slate-600">
                                {quote.value === null ? t.rates.sell : t.categories.price}
                              </span>
                            </>
                          ) : (
                            <span className="text-sm text-slate-700">{t.categories.noPrice}</span>
                          )}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}
      </QueryView>
    </>
  );
}

/** The categories (currencies, gold, fuel) as links to their items, for the home screen. */
export function CategoriesNav() {
  const categories = useCategories();
  const format = useFormat();
  return (
    <QueryView query={categories} isEmpty={(data) => data.length === 0} empty={t.categories.empty}>
      {(data) => (
        <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
          {data.map((category) => (
            <li key={category.id}>
              <Link
                to={hrefFor('client.internal.items', { id: String(category.id) })}
                className="flex min-h-11 flex-col rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-loader"
              >
                <span className="font-bold text-loader" {...textProps(category.name)}>
                  {category.name}
                </span>
                <span className="text-sm text-slate-700">
                  {t.categories.itemsCount(category.items_count, format.number(category.items_count))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
