import { useId, useState, type FormEvent } from 'react';
import { redirect, useNavigate } from 'react-router';
import { adminRoutes } from '../../config/routes';
import { apiErrorOf } from '../../lib/api-client';
import { formText } from '../../lib/form-text';
import { fetchSession, signIn } from '../../features/session/api/session';
import { ar } from '../../i18n/ar';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-start text-base focus:border-loader';

/** A signed-in editor who opens the sign-in page goes straight to the back office. */
export async function signInLoader() {
  return (await fetchSession()) ? redirect(adminRoutes['admin.home']) : null;
}

/** The back-office sign-in form: email + password, errors under the field they belong to. */
export function SignInScreen() {
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = formText(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await signIn({ email: field('email'), password: field('password') });
      await navigate(adminRoutes['admin.home']);
    } catch (caught) {
      const { message, errors } = apiErrorOf(caught);
      setError(errors?.email?.[0] ?? errors?.password?.[0] ?? message ?? ar.signIn.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="sign-in-title" className="mx-auto w-full max-w-sm">
      <h1 id="sign-in-title" className="text-3xl font-bold text-loader">
        {ar.signIn.title}
      </h1>
      <p className="mt-2 leading-relaxed text-slate-700">{ar.signIn.intro}</p>
      <form
        method="post"
        className="mt-6 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        onSubmit={(event) => void submit(event)}
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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
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
        {error ? (
          <p id={errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-loader px-6 py-2.5 font-bold text-white hover:bg-loader/90 disabled:opacity-70"
        >
          {pending ? ar.signIn.submitting : ar.signIn.submit}
        </button>
      </form>
    </section>
  );
}

export { SignInScreen as Component, signInLoader as loader };
