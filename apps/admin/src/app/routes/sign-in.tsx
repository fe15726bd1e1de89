import { useId } from 'react';
import { ar } from '../../i18n/ar';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-start text-base focus:border-loader';

/** The back-office sign-in form. Issue 7 wires it to the API; until then it submits nowhere. */
export function SignInScreen() {
  const emailId = useId();
  const passwordId = useId();
  return (
    <section aria-labelledby="sign-in-title" className="mx-auto w-full max-w-sm">
      <h1 id="sign-in-title" className="text-3xl font-bold text-loader">
        {ar.signIn.title}
      </h1>
      <p className="mt-2 leading-relaxed text-slate-700">{ar.signIn.intro}</p>
      <form
        method="post"
        className="mt-6 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        // Never a GET with the password in the URL, even before issue 7 wires the submit.
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor={emailId} className="font-bold">
            {ar.signIn.email}
          </label>
          {/* Addresses and passwords are Latin text: typed left to right inside the RTL form. */}
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="username"
            required
            dir="ltr"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={passwordId} className="font-bold">
            {ar.signIn.password}
          </label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            dir="ltr"
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          className="rounded-full bg-loader px-6 py-2.5 font-bold text-white hover:bg-loader/90"
        >
          {ar.signIn.submit}
        </button>
      </form>
    </section>
  );
}
