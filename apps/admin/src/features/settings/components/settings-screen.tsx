import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminSettings } from '@sarraf/contracts';
import { adminRoutes } from '../../../config/routes';
import { ar } from '../../../i18n/ar';
import { apiErrorOf } from '../../../lib/api-client';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass, ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { fetchSettings, saveSettings } from '../api/settings';

/** Operator tunables (admins): the rate-movement guard; freshness windows live on each source. */
export function SettingsScreen() {
  const settings = useQuery({ queryKey: ['settings'], queryFn: fetchSettings });
  return (
    <section aria-labelledby="settings-title" className="flex max-w-xl flex-col gap-4">
      <h1 id="settings-title" className="text-3xl font-bold text-loader">
        {ar.settings.title}
      </h1>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState message={apiErrorOf(settings.error).message} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
      <p className="text-slate-700">
        {ar.settings.freshnessNote}{' '}
        <Link to={adminRoutes['admin.price-sources']} className={buttonClass.link}>
          {ar.nav.priceSources}
        </Link>
      </p>
    </section>
  );
}

function SettingsForm({ initial }: { initial: TAdminSettings }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(String(initial.rate_max_move_percent));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveSettings({ rate_max_move_percent: Number(percent.trim() || NaN) }),
    onSuccess: async () => {
      setErrors({});
      setFormError(null);
      toast('success', ar.crud.saved);
      await queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
    onError: (error) => {
      const { message, errors: fieldErrors } = apiErrorOf(error);
      setErrors(fieldErrors ?? {});
      setFormError(message ?? ar.states.errorText);
    },
  });
  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <FormField
        label={ar.settings.maxMove}
        hint={ar.settings.maxMoveHint}
        errors={errors.rate_max_move_percent}
      >
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            dir="ltr"
            required
            className={inputClass}
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
          />
        )}
      </FormField>
      <FormError message={formError} />
      <div>
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? ar.crud.saving : ar.crud.save}
        </button>
      </div>
    </form>
  );
}
