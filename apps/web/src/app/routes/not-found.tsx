import { Link } from 'react-router';
import { t } from '../../i18n/language';

/** The Arabic 404 for any path outside the route table, or an id that cannot exist. */
export function NotFoundMessage() {
  return (
    <section aria-labelledby="not-found-title" className="py-6">
      <p aria-hidden="true" className="text-6xl font-bold text-slate-500">
        404
      </p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold text-loader">
        {t.notFound.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{t.notFound.text}</p>
      <Link to="/" className="mt-8 inline-block font-bold text-loader underline underline-offset-4">
        {t.notFound.backHome}
      </Link>
    </section>
  );
}

export default function NotFoundScreen() {
  return <NotFoundMessage />;
}
