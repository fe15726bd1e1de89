import { Link } from 'react-router';
import { getRoute, hrefFor, type RouteName } from '../../config/routes';
import { ar } from '../../i18n/ar';

const exploreRoutes: RouteName[] = [
  'client.subscription.list',
  'client.guest.info.who',
  'client.guest.info.privacyPolicy',
  'client.mybill.login',
];

/**
 * The site root: the guests' landing page (DESIGN §6). The sign-in form and today's rate teaser
 * arrive with issue 6; the structure they slot into is here.
 */
export function LandingScreen() {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="landing-title">
        <h1 id="landing-title" className="text-4xl font-bold text-loader">
          {ar.app.name}
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{ar.landing.lead}</p>
      </section>

      <section
        aria-labelledby="sign-in-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="sign-in-title" className="text-xl font-bold text-loader">
          {ar.landing.signInHeading}
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">{ar.landing.signInText}</p>
        <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {ar.landing.signInSoon}
        </p>
      </section>

      <section aria-labelledby="offers-title">
        <h2 id="offers-title" className="text-xl font-bold text-loader">
          {ar.landing.offersHeading}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {ar.landing.offers.map((offer) => (
            <li key={offer} className="flex gap-3 leading-relaxed text-slate-800">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-loader" />
              {offer}
            </li>
          ))}
        </ul>
      </section>

      <nav aria-labelledby="explore-title">
        <h2 id="explore-title" className="text-xl font-bold text-loader">
          {ar.landing.exploreHeading}
        </h2>
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {exploreRoutes.map((name) => (
            <li key={name}>
              <Link
                to={hrefFor(name)}
                className="block rounded-xl border border-slate-200 bg-white px-4 py-3 font-bold text-loader hover:border-loader"
              >
                {getRoute(name).title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
