import { Link } from 'react-router';
import { adminRoutes } from '../../config/routes';
import { ar } from '../../i18n/ar';

/** An address the back office does not have. */
export function NotFoundScreen() {
  return (
    <section aria-labelledby="not-found-title" className="py-6">
      <h1 id="not-found-title" className="text-3xl font-bold text-loader">
        {ar.notFound.title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{ar.notFound.text}</p>
      <Link
        to={adminRoutes['admin.login']}
        className="mt-8 inline-block font-bold text-loader underline underline-offset-4"
      >
        {ar.notFound.backToSignIn}
      </Link>
    </section>
  );
}

export { NotFoundScreen as Component };
