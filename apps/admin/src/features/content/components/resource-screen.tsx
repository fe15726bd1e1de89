import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ar } from '../../../i18n/ar';
import { apiErrorOf } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { buttonClass } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { resourceApi } from '../api/resource-api';
import { ResourceForm } from './resource-form';
import { toRequest, type FormValues, type ResourceConfig } from './resource-types';

const PER_PAGE = 20;

/**
 * A content resource's screen: the searchable, paged list; a form to add or edit one
 * item with the server's per-field errors; deletion after a confirmation. Page and search live in
 * the URL, so a reload or a shared link shows the same list.
 */
export function ResourceScreen<Item extends { id: string | number }>({
  config,
}: {
  config: ResourceConfig<Item>;
}) {
  const api = useMemo(() => resourceApi<Item, Item['id']>(config.routes), [config.routes]);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const search = params.get('search') ?? '';
  const [editing, setEditing] = useState<{ item: Item | null; values: FormValues } | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);

  const list = useQuery({
    queryKey: [config.key, 'list', page, search],
    queryFn: () => api.list({ page, per_page: PER_PAGE, search: search || undefined }),
    placeholderData: keepPreviousData,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: [config.key] });

  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const body = toRequest(config.fields, values);
      return editing?.item ? api.update(editing.item.id, body) : api.create(body);
    },
    onSuccess: async (item) => {
      setEditing(null);
      toast('success', config.savedMessage?.(item) ?? ar.crud.saved);
      await refresh();
    },
    onError: (error) => {
      const { message, errors: fieldErrors } = apiErrorOf(error);
      setErrors(fieldErrors ?? {});
      setFormError(message ?? ar.states.errorText);
    },
  });

  const remove = useMutation({
    mutationFn: (item: Item) => api.remove(item.id),
    onSuccess: async (message) => {
      setDeleting(null);
      toast('success', message);
      await refresh();
    },
    onError: (error) => {
      setDeleting(null);
      toast('error', apiErrorOf(error).message ?? ar.states.errorText);
    },
  });

  function open(item: Item | null) {
    setErrors({});
    setFormError(null);
    setEditing({ item, values: item ? config.toForm(item) : { ...config.blank } });
  }

  return (
    <section aria-labelledby={`${config.key}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={`${config.key}-title`} className="text-3xl font-bold text-loader">
          {config.title}
        </h1>
        {editing ? null : (
          <button type="button" className={buttonClass.primary} onClick={() => open(null)}>
            {ar.crud.add(config.singular)}
          </button>
        )}
      </div>

      {editing ? (
        <ResourceForm
          key={editing.item ? String(editing.item.id) : 'new'}
          title={
            editing.item ? ar.crud.editTitle(config.describe(editing.item)) : ar.crud.add(config.singular)
          }
          fields={config.fields}
          values={editing.values}
          errors={errors}
          formError={formError}
          pending={save.isPending}
          onChange={(name, value) =>
            setEditing((current) =>
              current ? { ...current, values: { ...current.values, [name]: value } } : current,
            )
          }
          onSubmit={() => save.mutate(editing.values)}
          onCancel={() => setEditing(null)}
        />
      ) : null}

      <DataTable
        caption={config.title}
        columns={config.columns}
        rows={list.data?.data}
        rowKey={(item) => item.id}
        isLoading={list.isPending}
        error={list.isError ? (apiErrorOf(list.error).message ?? ar.states.errorText) : null}
        onRetry={() => void list.refetch()}
        meta={list.data?.meta}
        onPage={(next) => setParams({ page: String(next), ...(search ? { search } : {}) })}
        search={search}
        onSearch={(value) => setParams(value ? { search: value } : {})}
        emptyText={search ? ar.crud.noMatch : ar.table.empty}
        actions={(item) => (
          <span className="flex gap-3">
            <button
              type="button"
              className={buttonClass.link}
              aria-label={`${ar.crud.edit} ${config.describe(item)}`}
              onClick={() => open(item)}
            >
              {ar.crud.edit}
            </button>
            <button
              type="button"
              className="font-bold text-red-800 underline underline-offset-4"
              aria-label={`${ar.crud.delete} ${config.describe(item)}`}
              onClick={() => setDeleting(item)}
            >
              {ar.crud.delete}
            </button>
          </span>
        )}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={ar.crud.deleteTitle}
        tone="danger"
        confirmLabel={ar.crud.delete}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        <p>{deleting ? ar.crud.deleteText(config.describe(deleting)) : null}</p>
      </ConfirmDialog>
    </section>
  );
}
