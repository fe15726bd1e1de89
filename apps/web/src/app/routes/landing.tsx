import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { buttonClass } from '../../components/ui/form';
import { LoadingState, Notice } from '../../components/ui/states';
import { getRoute, hrefFor, type RouteName } from '../../config/routes';
import { HeSignInChoice } from '../../features/he/components/he-sign-in-choice';
import { RatesTeaser } from '../../features/rates/components/rates-teaser';
import { SignInCard } from '../../features/session/components/sign-in-card';
import { t } from '../../i18n/language';
import { useAfterFirstScreen } from '../../lib/after-first-screen';
import { loadChunk } from '../../lib/load-chunk';
import { portalOperatorName } from '../../lib/portal-operator';
import { readSubscriptions, useToken } from '../../lib/session';

// The prices need the plans call, TanStack Query and the API client: they load after the landing's
// first render, beside them (docs/design.md#a-light-first-visit).
const PlanPrices = lazy(() => loadChunk(() => import('../../features/subscription/components/plan-prices')));

const exploreRoutes: RouteName[] = [
  'client.subscription.list',
  'client.guest.info.who',
  'client.guest.info.privacyPolicy',
  'client.guest.info.terms',
  'client.mybill.login',
];

/**
 * The site root, the guests' landing page (docs/product.md#what-it-is): what the service offers, a teaser of
 * today's main rates, the price with the legal disclaimer, and sign-in by mobile number.
 */
export default function LandingScreen() {
  useAfterFirstScreen();
  const token = useToken();
  const hasPendingPlans = !token && readSubscriptions() !== null;
  const operator = portalOperatorName();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="landing-title">
        <h1 id="landing-title" className="text-4xl font-bold text-loader">
          {t.app.name}
          {/* The operator of the host (docs/operators.md#brand-by-host), beside the service's name. */}
          {operator ? (
            <>
              {' '}
              <span className="text-2xl font-normal text-slate-700" data-testid="landing-operator">
                · <bdi>{operator}</bdi>
              </span>
            </>
          ) : null}
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{t.landing.lead}</p>
      </section>

      {token ? (
        <section
          aria-labelledby="signed-in-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="signed-in-title" className="text-xl font-bold text-loader">
            {t.landing.signedInHeading}
          </h2>
          <p className="mt-2 text-slate-700">{t.landing.signedInText}</p>
          <Link to={hrefFor('client.home')} className={`${buttonClass.primary} mt-4`}>
            {t.landing.toRates}
          </Link>
        </section>
      ) : (
        <>
          {hasPendingPlans ? (
            <Notice tone="success">
              <p className="font-bold">{t.landing.verifiedTitle}</p>
              <p>{t.landing.verifiedText}</p>
              <Link to={hrefFor('client.subscription.list')} className={`${buttonClass.primary} mt-3`}>
                {t.landing.choosePlan}
              </Link>
            </Notice>
          ) : null}
          <HeSignInChoice>
            <SignInCard />
          </HeSignInChoice>
        </>
      )}

      <section aria-labelledby="teaser-title" className="flex flex-col gap-3">
        <h2 id="teaser-title" className="text-xl font-bold text-loader">
          {t.landing.teaserHeading}
        </h2>
        <RatesTeaser />
      </section>

      {/* Below the fold on a phone: laid out one task after the top (AfterFirstPaint). */}
      <AfterFirstPaint>
        <section aria-labelledby="offers-title">
          <h2 id="offers-title" className="text-xl font-bold text-loader">
            {t.landing.offersHeading}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {t.landing.offers.map((offer) => (
              <li key={offer} className="flex gap-3 leading-relaxed text-slate-800">
                <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-loader" />
                {offer}
              </li>
            ))}
          </ul>
        </section>

        <PriceSection />

        <nav aria-labelledby="explore-title">
          <h2 id="explore-title" className="text-xl font-bold text-loader">
            {t.landing.exploreHeading}
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
      </AfterFirstPaint>
    </div>
  );
}

/** The price of each plan and the disclaimer, before anyone signs in. */
function PriceSection() {
  return (
    <section aria-labelledby="price-title" className="flex flex-col gap-3">
      <h2 id="price-title" className="text-xl font-bold text-loader">
        {t.landing.priceHeading}
      </h2>
      <Suspense fallback={<LoadingState />}>
        <PlanPrices />
      </Suspense>
    </section>
  );
}
