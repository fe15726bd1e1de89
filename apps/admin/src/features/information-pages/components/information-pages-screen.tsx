import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminInformationPage } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatArabicDateTime } from '../../../lib/format';
import { apiErrorOf } from '../../../lib/api-client';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { fetchInformationPages, saveInformationPage } from '../api/information-pages';

const RichTextEditor = lazy(async () => ({
  default: (await import('../../../components/ui/rich-text-editor')).RichTextEditor,
}));

/** Who we are, privacy and terms: one form each, saved on its own. */
export function InformationPagesScreen() {
  const pages = useQuery({ queryKey: ['information-pages'], queryFn: fetchInformationPages });
  return (
    <section aria-labelledby="information-title" className="flex flex-col gap-6">
      <h1 id="information-title" className="text-3xl font-bold text-loader">
        {ar.informationPages.title}
      </h1>
      {pages.isPending ? (
        <LoadingState />
      ) : pages.isError ? (
        <ErrorState message={apiErrorOf(pages.error).message} onRetry={() => void pages.refetch()} />
      ) : pages.data.length === 0 ? (
        <EmptyState title={ar.table.empty} />
      ) : (
        pages.data.map((page) => <PageForm key={`${page.key}:${page.updated_at}`} page={page} />)
      )}
    </section>
  );
}

function PageForm({ page }: { page: TAdminInformationPage }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body_html);
  // docs/product.md#languages: the English page, optional; blank shows the Arabic one.
  const [titleEn, setTitleEn] = useState(page.title_en ?? '');
  const [bodyEn, setBodyEn] = useState(page.body_html_en ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      saveInformationPage(page.key, {
        title,
        body_html: body,
        title_en: titleEn.trim() ? titleEn : null,
        body_html_en: bodyEn.trim() ? bodyEn : null,
      }),
    onSuccess: async () => {
      toast('success', ar.crud.saved);
      await queryClient.invalidateQueries({ queryKey: ['information-pages'] });
    },
    onError: (error) => {
      const { message, errors: fieldErrors } = apiErrorOf(error);
      setErrors(fieldErrors ?? {});
      setFormError(message ?? ar.states.errorText);
    },
  });
  const name = ar.informationPages.names[page.key];
  return (
    <form
      aria-label={name}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h2 className="text-xl font-bold text-loader">{name}</h2>
      <p className="text-sm text-slate-600">
        {ar.informationPages.updatedAt(formatArabicDateTime(page.updated_at))}
      </p>
      <FormField label={`${ar.informationPages.pageTitle} (${name})`} errors={errors.title}>
        {(control) => (
          <input
            {...control}
            required
            className={inputClass}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={`${ar.informationPages.body} (${name})`} errors={errors.body_html}>
        {(control) => (
          <Suspense fallback={<LoadingState />}>
            <RichTextEditor
              label={`${ar.informationPages.body} (${name})`}
              value={body}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              onChange={setBody}
            />
          </Suspense>
        )}
      </FormField>
      <FormField
        label={`${ar.informationPages.pageTitleEn} (${name})`}
        hint={ar.fields.englishHint}
        errors={errors.title_en}
      >
        {(control) => (
          <input
            {...control}
            lang="en"
            dir="ltr"
            className={inputClass}
            value={titleEn}
            onChange={(e) => setTitleEn(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={`${ar.informationPages.bodyEn} (${name})`} errors={errors.body_html_en}>
        {(control) => (
          <Suspense fallback={<LoadingState />}>
            <RichTextEditor
              label={`${ar.informationPages.bodyEn} (${name})`}
              lang="en"
              value={bodyEn}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              onChange={setBodyEn}
            />
          </Suspense>
        )}
      </FormField>
      <FormError message={formError} />
      <div>
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? ar.crud.saving : `${ar.crud.save}: ${name}`}
        </button>
      </div>
    </form>
  );
}
