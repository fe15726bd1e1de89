import { Link } from 'react-router';
import { ar } from '../../i18n/ar';
import { useCurrentRoute } from '../use-current-route';

/**
 * One placeholder screen for every route of SPEC §2 whose real screen comes in issue 6: the
 * route's Arabic title from the route table and a clear line that it arrives in the next release.
 */
export function ComingSoonScreen() {
  const route = useCurrentRoute();
  return (
    <section aria-labelledby="screen-title" className="py-6">
      <h1 id="screen-title" className="text-3xl font-bold text-loader">
        {route?.title ?? ar.app.name}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{ar.comingSoon.text}</p>
      <Link to="/" className="mt-8 inline-block font-bold text-loader underline underline-offset-4">
        {ar.comingSoon.backHome}
      </Link>
    </section>
  );
}
