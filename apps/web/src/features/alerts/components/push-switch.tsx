import { useEffect, useId, useState } from 'react';
import { FormMessage } from '../../../components/ui/form';
import { t } from '../../../i18n/language';
import { errorMessageOf } from '../../../lib/api-errors';
import { currentPushSubscription, disablePush, enablePush, pushSupport } from '../lib/browser-push';

type State =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'ready'; on: boolean; denied: boolean }
  | { kind: 'busy'; on: boolean };

/**
 * «إشعارات المتصفح»: turning it on asks the browser's permission and subscribes this device at
 * once (no save button); off unsubscribes it. Alerts chosen for push reach this device; without
 * any subscribed device they come by SMS. Each state is said in words: checking, unsupported
 * browser, permission denied, a failure.
 */
export function PushSwitch() {
  const [state, setState] = useState<State>(() =>
    pushSupport() === 'unsupported' ? { kind: 'unsupported' } : { kind: 'checking' },
  );
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const hintId = useId();

  useEffect(() => {
    let live = true;
    const support = pushSupport();
    if (support === 'unsupported') return;
    currentPushSubscription()
      .then((subscription) => {
        if (live) setState({ kind: 'ready', on: subscription !== null, denied: support === 'denied' });
      })
      .catch(() => {
        if (live) setState({ kind: 'ready', on: false, denied: support === 'denied' });
      });
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setMessage(null);
    setState({ kind: 'busy', on });
    try {
      if (on) {
        const outcome = await enablePush();
        if (outcome === 'denied') {
          setState({ kind: 'ready', on: false, denied: true });
          return;
        }
        setState({ kind: 'ready', on: outcome === 'enabled', denied: false });
        setMessage(
          outcome === 'enabled'
            ? { tone: 'success', text: t.alerts.push.enabled }
            : { tone: 'error', text: t.alerts.push.dismissed },
        );
      } else {
        await disablePush();
        setState({ kind: 'ready', on: false, denied: pushSupport() === 'denied' });
        setMessage({ tone: 'success', text: t.alerts.push.disabled });
      }
    } catch (error) {
      setState({ kind: 'ready', on: !on, denied: pushSupport() === 'denied' });
      setMessage({ tone: 'error', text: errorMessageOf(error) || t.alerts.push.failed });
    }
  };

  const checked = state.kind === 'ready' || state.kind === 'busy' ? state.on : false;
  const denied = state.kind === 'ready' && state.denied && !state.on;
  return (
    <section
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
      aria-labelledby={`${hintId}-title`}
      data-testid="push-switch"
    >
      <h2 id={`${hintId}-title`} className="text-lg font-bold text-loader">
        {t.alerts.push.title}
      </h2>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          className="size-6 accent-loader"
          checked={checked}
          aria-describedby={hintId}
          disabled={state.kind !== 'ready' || denied}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{t.alerts.push.label}</span>
      </label>
      <p id={hintId} className="text-sm text-slate-700" aria-live="polite">
        {state.kind === 'checking'
          ? t.alerts.push.checking
          : state.kind === 'unsupported'
            ? t.alerts.push.unsupported
            : state.kind === 'busy'
              ? state.on
                ? t.alerts.push.enabling
                : t.alerts.push.disabling
              : denied
                ? t.alerts.push.denied
                : t.alerts.push.hint}
      </p>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
    </section>
  );
}
