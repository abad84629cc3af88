import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDeleteDialog, type DeleteAttempt } from '../../../components/confirm-delete-dialog';
import { leaveWithoutAsking, useLeaveGuard } from '../../../components/leave-guard';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/http';
import { withRealDates } from '../../../lib/real-dates';
import { maxLengthsOf } from '../../../lib/text-limits';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { ErrorSummary, ResourceFormSections } from './resource-form-fields';
import { failureMessage, fieldErrorsOf, messagesOf, unlessUnauthorized } from './resource-messages';
import { pathsOf } from './resource-paths';
import { resourceKeys, useResourceMutations, useResourceOne } from './resource-queries';
import type { AdminResourceConfig, FormMode, FormValues } from './resource-types';
import { StaleSaveAlert } from './stale-save-alert';
import { useStaleSave } from './use-stale-save';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const schema = mode === 'create' ? form.createSchema : (form.updateSchema ?? form.createSchema);
  const maxLengths = useMemo(() => maxLengthsOf(schema), [schema]);
  const methods = useForm<FormValues>({
    defaultValues: initialValues,
    resolver: withRealDates(schema ? (zodResolver(schema as never) as unknown as Resolver<FormValues>) : undefined),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted, isDirty, isSubmitting },
  } = methods;
  const leave = useLeaveGuard(isDirty && !isSubmitting);
  const cancel = () => leave.confirmLeave(onClose!);
  useEffect(() => {
    if (!closeRequestRef) return;
    closeRequestRef.current = cancel;
    return () => void (closeRequestRef.current = null);
  });
  // After a save or a delete nothing is left to lose.
  const done = () => (onClose ? onClose() : leaveWithoutAsking(() => navigate(listAddress(paths.list))));
  const staleSave = useStaleSave(methods, async () => {
    const latest = await queryClient.fetchQuery({ queryKey: resourceKeys.one(resource.name, id!), queryFn: ({ signal }) => resource.api.get!(id!, signal), staleTime: 0 });
    return { values: resource.form?.toValues?.(latest) ?? (latest as FormValues), adopt: () => setLoaded(latest) };
  });
  const saving = create.isPending || update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    staleSave.clear();
    const payload = form.toPayload ? form.toPayload(values, mode, loaded) : values;
    try {
      if (mode === 'create') await create.mutateAsync(payload);
      else await update.mutateAsync({ id: id!, payload, version });
      done();
    } catch (error) {
      if (staleSave.handleSaveError(error)) return setServerError(failureMessage(error, messages.updateFailed));
      Object.entries(fieldErrorsOf(error)).forEach(([name, message]) => setError(name, { message }));
      const failed = form.saveErrorMessage?.(error, mode) ?? failureMessage(error, mode === 'create' ? messages.createFailed : messages.updateFailed);
      setServerError(unlessUnauthorized(messages, error, failed));
    }
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
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={title}>
        {staleSave.state !== 'idle' ? <StaleSaveAlert staleSave={staleSave} message={serverError ?? ''} fields={form.sections.flatMap((s) => s.fields)} /> : serverError && <AlertBanner>{serverError}</AlertBanner>}
        {form.errorSummary && isSubmitted && !serverError && <ErrorSummary sections={form.sections} errors={errors} mode={mode} />}
        <ResourceFormSections sections={form.sections} mode={mode} register={register} errors={errors} disabled={saving} maxLengths={maxLengths} />
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
