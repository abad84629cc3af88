import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDeleteDialog, type DeleteAttempt } from '../../../components/confirm-delete-dialog';
import { leaveWithoutAsking } from '../../../components/leave-guard';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/http';
import { maxLengthsOf } from '../../../lib/text-limits';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { RecordFormBody } from './record-form-body';
import { failureMessage, messagesOf, unlessUnauthorized } from './resource-messages';
import { pathsOf } from './resource-paths';
import { resourceKeys, useResourceMutations, useResourceOne } from './resource-queries';
import type { AdminResourceConfig, FormMode, FormValues } from './resource-types';
import { useRecordForm } from './use-record-form';
import { listAddress } from '../../../lib/list-address';

/** The generated create and edit screen: the record loads first when editing. */
export function ResourceFormPage<T>({ resource }: { resource: AdminResourceConfig<T> }) {
  const { id } = useParams();
  const mode: FormMode = id && id !== 'new' ? 'edit' : 'create';
  const record = useResourceOne(resource, mode === 'edit' ? id : undefined);
  const messages = messagesOf(resource);
  const title = mode === 'create' ? `Add New ${resource.label.one}` : `Edit ${resource.label.one}`;
  useAdminPageTitle(title);

  if (mode === 'edit' && record.isPending) return <Spinner label={`Loading ${resource.label.one}...`} />;
  if (mode === 'edit' && messages.notFoundHint && isNotFound(record.error)) {
    return (
      <section className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{messages.notFound}</h1>
        <p className="mt-2 text-slate-600">{messages.notFoundHint}</p>
        <Link to={pathsOf(resource).list} className={buttonClass('secondary', 'mt-6')}>
          Back to {resource.title ?? resource.label.many}
        </Link>
      </section>
    );
  }
  if (mode === 'edit' && (record.isError || !record.data)) {
    return (
      <section className="mx-auto max-w-3xl">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
        <AlertBanner>{messages.loadOneFailed}</AlertBanner>
        <Link to={pathsOf(resource).list} className={buttonClass('secondary', 'mt-4')}>
          Back
        </Link>
      </section>
    );
  }
  const values = mode === 'edit' && record.data ? (resource.form?.toValues?.(record.data) ?? (record.data as FormValues)) : (resource.form?.defaults ?? {});
  return (
    <>
      <ResourceForm
        key={id ?? 'new'}
        resource={resource}
        mode={mode}
        id={id}
        initialValues={values}
        initialRecord={mode === 'edit' ? record.data : undefined}
        title={title}
      />
      {mode === 'edit' && record.data && resource.form?.afterForm?.(record.data)}
    </>
  );
}

/** A 404, or an id the server refuses to look up (400): the record is not there. */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

interface ResourceFormProps<T> {
  resource: AdminResourceConfig<T>;
  mode: FormMode;
  id?: string;
  initialValues: FormValues;
  /** The record the form was loaded from; saves send its version (If-Match) until a reload replaces it. */
  initialRecord?: T;
  title: string;
  /** In a side panel: called after a save or delete and by Cancel, instead of going to the list page. */
  onClose?: () => void;
  /** In a side panel: set to the panel's close (Escape, backdrop), which asks first when there is unsaved typing. */
  closeRequestRef?: RefObject<(() => void) | null>;
}

export function ResourceForm<T>({ resource, mode, id, initialValues, initialRecord, title, onClose, closeRequestRef }: ResourceFormProps<T>) {
  const form = resource.form!;
  const queryClient = useQueryClient();
  // Kept, not read from the query: a background refetch must not make a stale form look current.
  const [loaded, setLoaded] = useState(initialRecord);
  const version = loaded && resource.getVersion?.(loaded);
  const navigate = useNavigate();
  const paths = pathsOf(resource);
  const messages = messagesOf(resource);
  const { create, update, remove } = useResourceMutations(resource);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const schema = mode === 'create' ? form.createSchema : (form.updateSchema ?? form.createSchema);
  const maxLengths = useMemo(() => maxLengthsOf(schema), [schema]);
  // After a save or a delete nothing is left to lose.
  const done = () => (onClose ? onClose() : leaveWithoutAsking(() => navigate(listAddress(paths.list))));
  const saving = create.isPending || update.isPending;
  const record = useRecordForm({
    initialValues,
    schema,
    save: async (values) => {
      const payload = form.toPayload ? form.toPayload(values, mode, loaded) : values;
      if (mode === 'create') await create.mutateAsync(payload);
      else await update.mutateAsync({ id: id!, payload, version });
      done();
    },
    failureText: (error, stale) => {
      if (stale) return failureMessage(error, messages.updateFailed);
      const failed = form.saveErrorMessage?.(error, mode) ?? failureMessage(error, mode === 'create' ? messages.createFailed : messages.updateFailed);
      return unlessUnauthorized(messages, error, failed);
    },
    reloadLatest: async () => {
      const latest = await queryClient.fetchQuery({ queryKey: resourceKeys.one(resource.name, id!), queryFn: ({ signal }) => resource.api.get!(id!, signal), staleTime: 0 });
      return { values: resource.form?.toValues?.(latest) ?? (latest as FormValues), adopt: () => setLoaded(latest) };
    },
  });
  const { methods, leave } = record;
  const cancel = () => leave.confirmLeave(onClose!);
  useEffect(() => {
    if (!closeRequestRef) return;
    closeRequestRef.current = cancel;
    return () => void (closeRequestRef.current = null);
  });

  const onDelete = async ({ fail }: DeleteAttempt) => {
    try {
      await remove.mutateAsync(id!);
      done();
    } catch (error) {
      fail(unlessUnauthorized(messages, error, messages.deleteFailed));
    }
  };

  return (
    <section className="mx-auto w-full max-w-4xl">
      {!onClose && <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>}
      <form noValidate onSubmit={record.submit} className="space-y-5" aria-label={title}>
        <RecordFormBody record={record} sections={form.sections} mode={mode} disabled={saving} maxLengths={maxLengths} errorSummary={Boolean(form.errorSummary)} />
        {form.extraFields?.(methods, { mode, disabled: saving })}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          {mode === 'edit' && resource.api.remove && (
            <button type="button" className={buttonClass('ghost', 'text-red-700 hover:bg-red-50 sm:mr-auto')} onClick={() => setConfirmDelete(true)}>
              Delete {resource.label.one}
            </button>
          )}
          {onClose ? (
            <button type="button" onClick={cancel} className={buttonClass('secondary', mode === 'create' ? 'sm:ml-auto' : '')}>
              Cancel
            </button>
          ) : (
            <Link to={listAddress(paths.list)} className={buttonClass('secondary', mode === 'create' ? 'sm:ml-auto' : '')}>
              Cancel
            </Link>
          )}
          <button type="submit" className={buttonClass('primary')} disabled={saving}>
            {mode === 'create' ? (create.isPending ? 'Creating...' : `Create ${resource.label.one}`) : update.isPending ? 'Updating...' : 'Update'}
          </button>
        </div>
      </form>
      {leave.dialog}
      {confirmDelete && (
        <ConfirmDeleteDialog
          title={`Delete ${resource.label.one}`}
          message={messages.deleteConfirm}
          busy={remove.isPending}
          onConfirm={(attempt) => void onDelete(attempt)}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </section>
  );
}
